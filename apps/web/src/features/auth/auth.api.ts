import { apiClient, cancellable } from '../../api';
import { PATHS } from '../../app/paths';
import type { Credentials, CurrentUser, RolePermissions, UserRoles } from './auth.types';

interface MeResponse {
  result: {
    id: number;
    username: string;
    email: string;
    first_name: string;
    last_name: string;
    is_active: boolean;
  };
}

interface RolesResponse {
  result: { roles?: RolePermissions; permissions?: Record<string, string[]> };
}

/** `POST /login/`; a 401 here means wrong credentials, not an expired session. */
export function login(credentials: Credentials): Promise<void> {
  return cancellable(async (signal) => {
    await apiClient.post<unknown>(PATHS.login, credentials, { signal, authRedirect: false, csrf: false });
  });
}

/**
 * `GET /logout/`: the server drops the session cookie and redirects to the login page; the redirect
 * is the answer, the SPA shows its own login page.
 */
export function logout(): Promise<void> {
  return cancellable(async (signal) => {
    await apiClient.get<unknown>(PATHS.logout, { signal, authRedirect: false, followRedirects: false });
  });
}

export function fetchCurrentUser(): Promise<CurrentUser> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<MeResponse>('/api/v1/me/', { signal, authRedirect: false });
    return {
      id: result.id,
      username: result.username,
      email: result.email,
      firstName: result.first_name,
      lastName: result.last_name,
      isActive: result.is_active,
    };
  });
}

export function fetchUserRoles(): Promise<UserRoles> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<RolesResponse>('/api/v1/me/roles/', { signal, authRedirect: false });
    return { roles: result.roles ?? {}, permissions: result.permissions ?? {} };
  });
}

/** A new or ended session has a new CSRF token. */
export function resetCsrfToken(): void {
  apiClient.resetCsrfToken();
}
