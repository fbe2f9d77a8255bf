import type { EntityManager } from 'typeorm';
import { PermissionViewRoleEntity } from '../entities/permission-view-role.entity';
import { PermissionViewEntity } from '../entities/permission-view.entity';
import { RoleEntity } from '../entities/role.entity';
import { UserRoleEntity } from '../entities/user-role.entity';

/** One role and one of its grants; `permission`/`viewMenu` are null for a role without grants. */
export interface GrantRow {
  role: string;
  permission: string | null;
  viewMenu: string | null;
}

/** Every grant of the roles picked by `who`, ordered by role, view menu, permission. */
export async function loadGrantRows(
  manager: EntityManager,
  who: { userId: number } | { roleNames: readonly string[] },
): Promise<GrantRow[]> {
  const query = manager.createQueryBuilder(RoleEntity, 'r');
  if ('userId' in who) query.innerJoin(UserRoleEntity, 'ur', 'ur.roleId = r.id AND ur.userId = :userId', { userId: who.userId });
  else if (who.roleNames.length) query.where('r.name IN (:...roleNames)', { roleNames: [...who.roleNames] });
  else return [];
  const rows = await query
    .leftJoin(PermissionViewRoleEntity, 'pvr', 'pvr.roleId = r.id')
    .leftJoin(PermissionViewEntity, 'pv', 'pv.id = pvr.permissionViewId')
    .leftJoin('pv.permission', 'p')
    .leftJoin('pv.viewMenu', 'v')
    .select(['r.name AS role', 'p.name AS permission', 'v.name AS view_menu'])
    .orderBy('r.name', 'ASC')
    .addOrderBy('v.name', 'ASC')
    .addOrderBy('p.name', 'ASC')
    .getRawMany<{ role: string; permission: string | null; view_menu: string | null }>();
  return rows.map((row) => ({ role: row.role, permission: row.permission, viewMenu: row.view_menu }));
}
