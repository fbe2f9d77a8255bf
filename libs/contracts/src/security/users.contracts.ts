import { ArrayMaxSize, IsArray, IsInt } from 'class-validator';
import { defineRequest } from '../bus/descriptor';
import type { UserRef } from '../objects/object-types';

export class DescribeUsersRequest {
  @IsArray()
  @ArrayMaxSize(10_000)
  @IsInt({ each: true })
  ids!: number[];
}

/** Served by the gateway (which owns users): names for `owners`, `created_by`, `changed_by`. */
export const DescribeUsers = defineRequest<DescribeUsersRequest, { users: UserRef[] }>('security.users.describe', DescribeUsersRequest, null, {
  timeoutMs: 5000,
});
