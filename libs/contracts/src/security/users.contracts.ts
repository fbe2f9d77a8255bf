import { ArrayMaxSize, IsArray, IsInt, IsString, MaxLength, Min, MinLength } from 'class-validator';
import type { Caller } from '../bus/envelope';
import { defineRequest } from '../bus/descriptor';
import type { UserRef } from '../objects/object-types';

export class DescribeUsersRequest {
  @IsArray()
  @ArrayMaxSize(10_000)
  @IsInt({ each: true })
  ids!: number[];
}

/** Served by the gateway (which owns users): names for `owners`, `created_by`, `changed_by`. */
export const DescribeUsers = defineRequest<DescribeUsersRequest, { users: UserRef[] }>(
  'security.users.describe',
  DescribeUsersRequest,
  null,
  {
    timeoutMs: 5000,
  },
);

export class FindUserRequest {
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  username!: string;
}

/** Served by the gateway: the active user with this username, or null (services seeding objects for the first administrator). */
export const FindUser = defineRequest<FindUserRequest, { user: UserRef | null }>('security.users.find', FindUserRequest, null, {
  timeoutMs: 5000,
});

export class UserCallerRequest {
  @IsInt()
  @Min(1)
  userId!: number;
}

/**
 * Served by the gateway: the caller identity of an active user (roles, data-access permissions),
 * or null. Work a service does on a user's behalf without an HTTP request (a scheduled report run as
 * its owner) carries it in the envelope, so the owner's permissions and RLS apply as on their requests.
 * `locale` is the language the user chose, when they chose one: texts written for them (report
 * emails) use it.
 */
export const UserCaller = defineRequest<UserCallerRequest, { caller: Caller | null; locale?: string }>(
  'security.users.caller',
  UserCallerRequest,
  null,
  {
    timeoutMs: 5000,
  },
);

export class UserAccessTokenRequest {
  @IsInt()
  @Min(1)
  userId!: number;
}

/** How long an access token minted for a report render lives. */
export const REPORT_RENDER_TOKEN_SECONDS = 300;

/**
 * Served by the gateway: a short-lived access token (REPORT_RENDER_TOKEN_SECONDS) of an active user,
 * or null. The report service opens a dashboard or chart in headless Chromium with it, so the page
 * shows what the report's owner may see, never more.
 */
export const UserAccessToken = defineRequest<UserAccessTokenRequest, { accessToken: string | null }>(
  'security.users.access-token',
  UserAccessTokenRequest,
  null,
  {
    timeoutMs: 5000,
  },
);
