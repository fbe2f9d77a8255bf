import { In, type EntityManager } from 'typeorm';
import { missingRoles } from '../common/security.errors';
import { RoleEntity } from '../entities/role.entity';
import { UserRoleEntity } from '../entities/user-role.entity';
import type { RoleRef } from './user.types';

/** The roles of each user in `userIds`, ordered by name; users without roles map to `[]`. */
export async function rolesOfUsers(manager: EntityManager, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const byUser = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return byUser;
  const rows = await manager
    .createQueryBuilder(UserRoleEntity, 'ur')
    .innerJoin('ur.role', 'r')
    .select(['ur.userId AS user_id', 'r.id AS role_id', 'r.name AS role_name'])
    .where('ur.userId IN (:...userIds)', { userIds })
    .orderBy('r.name', 'ASC')
    .getRawMany<{ user_id: number; role_id: number; role_name: string }>();
  for (const row of rows) byUser.get(Number(row.user_id))?.push({ id: Number(row.role_id), name: row.role_name });
  return byUser;
}

/** `roleIds` without duplicates, after checking every one names an existing role. */
export async function existingRoleIds(manager: EntityManager, roleIds: number[]): Promise<number[]> {
  const wanted = [...new Set(roleIds)];
  if (!wanted.length) return wanted;
  const found = await manager.countBy(RoleEntity, { id: In(wanted) });
  if (found !== wanted.length) throw missingRoles();
  return wanted;
}

/** Makes `roleIds` the user's exact memberships. */
export async function replaceUserRoles(manager: EntityManager, userId: number, roleIds: number[]): Promise<void> {
  await manager.delete(UserRoleEntity, { userId });
  if (roleIds.length)
    await manager.insert(
      UserRoleEntity,
      roleIds.map((roleId) => ({ userId, roleId })),
    );
}

/** The ids of the roles `userId` holds now. */
export async function currentRoleIds(manager: EntityManager, userId: number): Promise<number[]> {
  const rows = await manager.findBy(UserRoleEntity, { userId });
  return rows.map((row) => row.roleId);
}

/** Whether two id lists hold the same ids, in any order and ignoring repeats. */
export function sameIds(left: readonly number[], right: readonly number[]): boolean {
  const a = new Set(left);
  const b = new Set(right);
  return a.size === b.size && [...a].every((id) => b.has(id));
}
