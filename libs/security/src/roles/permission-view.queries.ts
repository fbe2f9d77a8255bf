import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../common/paging';
import { PermissionViewEntity } from '../entities/permission-view.entity';
import type { PermissionViewItem } from './role.types';

/** Permission views with both names joined, ordered by view menu then permission. */
export function permissionViewQuery(manager: EntityManager, search?: string): SelectQueryBuilder<PermissionViewEntity> {
  const query = manager
    .createQueryBuilder(PermissionViewEntity, 'pv')
    .innerJoinAndSelect('pv.permission', 'p')
    .innerJoinAndSelect('pv.viewMenu', 'v')
    .orderBy('v.name', 'ASC')
    .addOrderBy('p.name', 'ASC')
    .addOrderBy('pv.id', 'ASC');
  if (search) query.where('(p.name ILIKE :pattern OR v.name ILIKE :pattern)', { pattern: containsPattern(search) });
  return query;
}

export function toPermissionViewItem(row: PermissionViewEntity): PermissionViewItem {
  const permission = row.permission as NonNullable<PermissionViewEntity['permission']>;
  const viewMenu = row.viewMenu as NonNullable<PermissionViewEntity['viewMenu']>;
  return { id: row.id, permission: { id: permission.id, name: permission.name }, viewMenu: { id: viewMenu.id, name: viewMenu.name } };
}
