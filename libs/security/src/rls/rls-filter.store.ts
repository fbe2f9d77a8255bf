import { In, type EntityManager } from 'typeorm';
import { RlsFilterRoleEntity } from '../entities/rls-filter-role.entity';
import { RlsFilterTableEntity } from '../entities/rls-filter-table.entity';
import type { RlsFilterEntity } from '../entities/rls-filter.entity';
import type { RoleRef } from '../users/user.types';
import type { RlsFilter } from './rls.types';

/** The filters with their tables and roles attached. */
export async function withLinks(manager: EntityManager, filters: RlsFilterEntity[]): Promise<RlsFilter[]> {
  const ids = filters.map((filter) => filter.id);
  const tables = new Map<number, number[]>(ids.map((id) => [id, []]));
  const roles = new Map<number, RoleRef[]>(ids.map((id) => [id, []]));
  if (ids.length) {
    const tableRows = await manager.find(RlsFilterTableEntity, { where: { rlsFilterId: In(ids) }, order: { tableId: 'ASC' } });
    for (const row of tableRows) tables.get(row.rlsFilterId)?.push(row.tableId);
    const roleRows = await manager.find(RlsFilterRoleEntity, {
      where: { rlsFilterId: In(ids) },
      relations: { role: true },
      order: { roleId: 'ASC' },
    });
    for (const row of roleRows) if (row.role) roles.get(row.rlsFilterId)?.push({ id: row.role.id, name: row.role.name });
  }
  return filters.map((filter) => ({
    id: filter.id,
    name: filter.name,
    description: filter.description,
    filterType: filter.filterType,
    clause: filter.clause,
    groupKey: filter.groupKey,
    tables: tables.get(filter.id) ?? [],
    roles: roles.get(filter.id) ?? [],
    createdOn: filter.createdOn,
    changedOn: filter.changedOn,
  }));
}

/** Makes these dataset ids the filter's exact tables. */
export async function replaceTables(manager: EntityManager, rlsFilterId: number, tableIds: readonly number[]): Promise<void> {
  await manager.delete(RlsFilterTableEntity, { rlsFilterId });
  const unique = [...new Set(tableIds)];
  if (unique.length)
    await manager.insert(
      RlsFilterTableEntity,
      unique.map((tableId) => ({ rlsFilterId, tableId })),
    );
}

/** Makes these (already checked) role ids the filter's exact roles. */
export async function replaceRoles(manager: EntityManager, rlsFilterId: number, roleIds: readonly number[]): Promise<void> {
  await manager.delete(RlsFilterRoleEntity, { rlsFilterId });
  if (roleIds.length)
    await manager.insert(
      RlsFilterRoleEntity,
      roleIds.map((roleId) => ({ rlsFilterId, roleId })),
    );
}
