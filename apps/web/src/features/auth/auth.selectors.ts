import type { SessionState, SessionStatus, LoginState } from './auth.slice';
import type { CurrentUser, RolePermissions } from './auth.types';
import { hasAdminRole, hasPermission } from './permissions';

export interface StateWithSession {
  session: SessionState;
}

export const selectSession = (state: StateWithSession): SessionState => state.session;

export const selectSessionStatus = (state: StateWithSession): SessionStatus => state.session.status;

export const selectCurrentUser = (state: StateWithSession): CurrentUser | null => state.session.user;

export const selectRoles = (state: StateWithSession): RolePermissions => state.session.roles;

export const selectLoginState = (state: StateWithSession): LoginState => state.session.login;

export const selectIsAdmin = (state: StateWithSession): boolean => hasAdminRole(state.session.roles);

/** `useSelector(selectHasPermission('can_write', 'Dashboard'))`. */
export const selectHasPermission =
  (permission: string, view: string) =>
  (state: StateWithSession): boolean =>
    hasPermission(state.session.roles, permission, view);

/** First and last name, or the username when both are empty. */
export const selectUserDisplayName = (state: StateWithSession): string => {
  const user = state.session.user;
  if (!user) return '';
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return fullName || user.username;
};
