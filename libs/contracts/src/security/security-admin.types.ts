import type { RlsFilterType } from './rls.dto';

/** A role as `/api/v1/security/roles/` lists it, and as a user's or a rule's `roles` name it. */
export interface SecurityRoleView {
  id: number;
  name: string;
}

/** A user as `GET /api/v1/security/users/` lists it (Flask-AppBuilder's columns). */
export interface SecurityUserView {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: SecurityRoleView[];
  created_on: string;
  changed_on: string;
  last_login: string | null;
  login_count: number;
}

/** The body of `POST /api/v1/security/users/` (password required there) and `PUT …/{id}` (any part). */
export interface SecurityUserWriteFields {
  first_name?: string;
  last_name?: string;
  username?: string;
  email?: string;
  password?: string;
  active?: boolean;
  roles?: number[];
}

/** `GET /api/v1/security/roles/{id}`: the role with the ids of its grants and members. */
export interface SecurityRoleDetailView extends SecurityRoleView {
  permission_ids: number[];
  user_ids: number[];
}

/** A grantable permission on a view menu, as `GET /api/v1/security/permissions-resources/` lists it. */
export interface PermissionViewMenuView {
  id: number;
  permission: { id: number; name: string };
  view_menu: { id: number; name: string };
}

/** A row-level security rule as `/api/v1/rowlevelsecurity/` answers it. */
export interface RlsRuleView {
  id: number;
  name: string;
  description: string | null;
  filter_type: RlsFilterType;
  clause: string;
  group_key: string | null;
  tables: { id: number }[];
  roles: SecurityRoleView[];
  changed_on_delta_humanized: string;
}

/** An action-log entry as `GET /api/v1/log/` lists it. */
export interface ActionLogView {
  id: number;
  action: string;
  user_id: number | null;
  user: { username: string | null } | null;
  dttm: string;
  json: string;
  slice_id: number | null;
  dashboard_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}

/** `GET /api/v1/me/`: the signed-in user. */
export interface MeView {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  is_anonymous: boolean;
  login_count: number;
}

/** The body of `PUT /api/v1/me/`: the caller's own name or password. */
export interface MeUpdateFields {
  first_name?: string;
  last_name?: string;
  password?: string;
}
