import type { RoleRef } from '../users/user.types';

/** A role with the ids of its grants and members (as Superset's role search answers). */
export interface RoleDetail extends RoleRef {
  permissionViewIds: number[];
  userIds: number[];
}

/** A named permission or view menu with its id. */
export interface NamedItem {
  id: number;
  name: string;
}

/** A grantable permission-on-view-menu with the ids of both parts. */
export interface PermissionViewItem {
  id: number;
  permission: NamedItem;
  viewMenu: NamedItem;
}
