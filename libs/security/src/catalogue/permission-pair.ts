/** One grantable right: a permission name on a view-menu name, e.g. `can_read` on `Chart`. */
export interface PermissionPair {
  permission: string;
  viewMenu: string;
}

/** The `perm|view` string form used in permission sets, bus envelopes and digests. */
export function permissionKey(permission: string, viewMenu: string): string {
  return `${permission}|${viewMenu}`;
}

/** Splits a `perm|view` string at its first `|` (view-menu names may contain `|`, permission names never do). */
export function parsePermissionKey(key: string): PermissionPair {
  const at = key.indexOf('|');
  if (at < 0) return { permission: key, viewMenu: '' };
  return { permission: key.slice(0, at), viewMenu: key.slice(at + 1) };
}
