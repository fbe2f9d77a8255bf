import { badRequest, type ExploreCapabilities } from '@tessera/contracts';
import { hasPermission, type Principal } from '../../auth/principal';
import { MAX_ID } from '../../http/id-param.pipe';
import { serverText } from '@tessera/platform';

/** An optional 32-bit integer query parameter (`tab_id`, `slice_id`, `datasource_id`). */
export function optionalIntParam(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (typeof value !== 'string' || !/^-?\d+$/.test(value) || Math.abs(number) > MAX_ID)
    throw badRequest(serverText('%s must be an integer', name));
  return number;
}

/** An optional text query parameter given at most once. */
export function optionalTextParam(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(serverText('%s must be given once', name));
  return value;
}

/** What Explore may offer the caller, read from their permissions (Admin holds all). */
export function exploreCapabilities(principal: Principal | undefined): ExploreCapabilities {
  return {
    canWriteChart: !!principal && hasPermission(principal, 'can_write', 'Chart'),
    canCsv: !!principal && hasPermission(principal, 'can_csv', 'Superset'),
  };
}
