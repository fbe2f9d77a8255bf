import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

export {
  bootstrapRequested,
  bootstrapSucceeded,
  bootstrapFailed,
  loginRequested,
  loginSucceeded,
  loginFailed,
  sessionExpired,
  loggedOut,
  logoutRequested,
  logoutFailed,
  sessionReducer,
  initialSessionState,
} from './auth.slice';
export type { SessionState, SessionStatus, LoginState } from './auth.slice';
export {
  selectSession,
  selectSessionStatus,
  selectCurrentUser,
  selectRoles,
  selectLoginState,
  selectIsAdmin,
  selectHasPermission,
  selectUserDisplayName,
} from './auth.selectors';
export type { StateWithSession } from './auth.selectors';
export { hasPermission, hasAdminRole, isAdminRole } from './permissions';
export { authSaga } from './auth.saga';
export type { CurrentUser, Credentials, PermissionPair, RolePermissions, UserRoles } from './auth.types';

/** The login page is the one page reachable without a session. */
export function registerAuthFeature(registries?: AppRegistries): void {
  registerRoute({ path: PATHS.login, access: 'public', page: lazyPage(() => import('./pages/LoginPage'), 'LoginPage') }, registries);
}
