import type { RlsFilterType } from '../entities/rls-filter.entity';
import type { RoleRef } from '../users/user.types';

/** A filter on the dataset in question, with the roles it names. */
export interface CandidateRlsFilter {
  id: number;
  filterType: RlsFilterType;
  groupKey: string | null;
  clause: string;
  roles: readonly RoleRef[];
}

/** The caller's roles, by id and/or by name. */
export interface RlsRoleSubject {
  roleIds?: readonly number[];
  roleNames?: readonly string[];
}

/**
 * Superset's `get_rls_filters`: a Regular filter applies when the caller holds one of its roles, a
 * Base filter unless the caller holds one of them. Answers the applicable filters ordered by id.
 */
export function selectApplicableFilters<T extends CandidateRlsFilter>(filters: readonly T[], subject: RlsRoleSubject): T[] {
  const ids = new Set(subject.roleIds ?? []);
  const names = new Set(subject.roleNames ?? []);
  const holdsAny = (roles: readonly RoleRef[]) => roles.some((role) => ids.has(role.id) || names.has(role.name));
  return filters
    .filter((filter) => (filter.filterType === 'Regular' ? holdsAny(filter.roles) : !holdsAny(filter.roles)))
    .sort((a, b) => a.id - b.id);
}
