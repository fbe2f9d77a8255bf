import type { RolePermissions } from './auth.types';

/** Superset's rule: a role named Admin, in any letter case, has every right. */
export function isAdminRole(roleName: string): boolean {
  return roleName.toLowerCase() === 'admin';
}

export function hasAdminRole(roles: RolePermissions): boolean {
  return Object.keys(roles).some(isAdminRole);
}

/** Whether any of `roles` grants `permission` on `view` (admins always do). */
export function hasPermission(roles: RolePermissions, permission: string, view: string): boolean {
  if (hasAdminRole(roles)) return true;
  return Object.values(roles).some((pairs) => pairs.some(([perm, viewName]) => perm === permission && viewName === view));
}
