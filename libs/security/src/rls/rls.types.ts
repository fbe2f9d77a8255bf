import type { RlsFilterType } from '../entities/rls-filter.entity';
import type { RoleRef } from '../users/user.types';

/** A row-level security filter as the service hands it out. */
export interface RlsFilter {
  id: number;
  name: string;
  description: string | null;
  filterType: RlsFilterType;
  clause: string;
  groupKey: string | null;
  /** Dataset ids (datasets live in the chart-data service). */
  tables: number[];
  roles: RoleRef[];
  createdOn: Date;
  changedOn: Date;
}

/** A new filter, in the fields of `/api/v1/rowlevelsecurity/` (camel-cased). */
export interface RlsFilterInput {
  name: string;
  description?: string | null;
  filterType: RlsFilterType;
  clause: string;
  groupKey?: string | null;
  tables?: number[];
  /** Role ids: the targets of a Regular filter, the exemptions of a Base filter. */
  roles?: number[];
}

/** Fields left out stay as they are; `tables` and `roles` replace the lists. */
export type RlsFilterUpdate = Partial<RlsFilterInput>;

/** Whose filters to gather: roles by id or by name (at least one list), and for which dataset. */
export interface RlsClauseQuery {
  datasetId: number;
  roleIds?: readonly number[];
  roleNames?: readonly string[];
  /** An embedded guest's token rules, applied on top; a rule without `dataset` applies everywhere. */
  guestRules?: readonly { dataset?: number; clause: string }[];
}
