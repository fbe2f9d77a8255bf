import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString } from 'class-validator';
import { defineRequest } from '../bus/descriptor';

export class DescribeRolesRequest {
  @IsOptional() @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) ids?: number[];
  @IsOptional() @IsArray() @ArrayMaxSize(10_000) @IsString({ each: true }) names?: string[];
}

/**
 * Served by the gateway (which owns roles), like `DescribeUsers`: the roles that exist among the
 * given ids or names. Dashboards keep role ids (`DASHBOARD_RBAC`) and callers carry role names,
 * so the dashboard service asks here to turn one into the other.
 */
export const DescribeRoles = defineRequest<DescribeRolesRequest, { roles: { id: number; name: string }[] }>(
  'security.roles.describe',
  DescribeRolesRequest,
  null,
  { timeoutMs: 5000 },
);
