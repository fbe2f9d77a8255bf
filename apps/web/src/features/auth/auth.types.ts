/** The signed-in user as `/api/v1/me/` describes them. */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
}

/** A `[permission, view]` pair, e.g. `['can_read', 'Dashboard']`. */
export type PermissionPair = [string, string];

/** Role name → the permission pairs it grants (`/api/v1/me/roles/` `result.roles`). */
export type RolePermissions = Record<string, PermissionPair[]>;

export interface UserRoles {
  roles: RolePermissions;
  /** Data-access permissions (`datasource_access` …) by name. */
  permissions: Record<string, string[]>;
}

export interface Credentials {
  username: string;
  password: string;
}
