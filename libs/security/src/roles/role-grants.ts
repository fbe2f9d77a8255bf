import { In, type EntityManager } from 'typeorm';
import { missingPermissionViews } from '../common/security.errors';
import { PermissionViewRoleEntity } from '../entities/permission-view-role.entity';
import { PermissionViewEntity } from '../entities/permission-view.entity';

/** Ids of the permission views granted to the role. */
export async function grantedPermissionViewIds(manager: EntityManager, roleId: number): Promise<number[]> {
  const rows = await manager.find(PermissionViewRoleEntity, { where: { roleId }, select: { permissionViewId: true } });
  return rows.map((row) => row.permissionViewId);
}

/**
 * Makes the role's grants exactly `permissionViewIds`, touching only the rows that differ.
 * Answers whether anything changed.
 */
export async function replaceRoleGrants(manager: EntityManager, roleId: number, permissionViewIds: readonly number[]): Promise<boolean> {
  const current = new Set(await grantedPermissionViewIds(manager, roleId));
  const wanted = new Set(permissionViewIds);
  const toRemove = [...current].filter((id) => !wanted.has(id));
  const toAdd = [...wanted].filter((id) => !current.has(id));
  if (toRemove.length) await manager.delete(PermissionViewRoleEntity, { roleId, permissionViewId: In(toRemove) });
  await insertGrants(manager, roleId, toAdd);
  return toRemove.length > 0 || toAdd.length > 0;
}

/** Adds grants the role lacks, keeping the others. Answers whether anything changed. */
export async function addRoleGrants(manager: EntityManager, roleId: number, permissionViewIds: readonly number[]): Promise<boolean> {
  const current = new Set(await grantedPermissionViewIds(manager, roleId));
  const toAdd = [...new Set(permissionViewIds)].filter((id) => !current.has(id));
  await insertGrants(manager, roleId, toAdd);
  return toAdd.length > 0;
}

/** `ids` without duplicates, after checking every one names an existing permission view. */
export async function existingPermissionViewIds(manager: EntityManager, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.every((id) => Number.isInteger(id))) throw missingPermissionViews();
  if (wanted.length && (await manager.countBy(PermissionViewEntity, { id: In(wanted) })) !== wanted.length) throw missingPermissionViews();
  return wanted;
}

async function insertGrants(manager: EntityManager, roleId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(PermissionViewRoleEntity)
    .values(ids.map((permissionViewId) => ({ roleId, permissionViewId })))
    .orIgnore()
    .execute();
}
