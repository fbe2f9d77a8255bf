import { ApiError, apiClient, cancellable } from '../../api';
import { PATHS } from '../../routing';
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
 * `POST /logout/` with the CSRF token, like any other write (a GET no longer logs out, so another
 * site cannot log the user out). A 401 means the session had already ended: logged out all the same.
 * Answers the single-sign-on provider's logout address when the session was opened there, else null.
 */
export function logout(): Promise<string | null> {
  return cancellable(async (signal) => {
    try {
      const answer = await apiClient.post<{ redirect?: string } | undefined>(PATHS.logout, undefined, { signal, authRedirect: false });
      return answer?.redirect ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.detail.status === 401) return null;
      throw error;
    }
  });
}

/** What the login page offers: the password form, and the single-sign-on providers' buttons. */
export interface LoginProviders {
  passwordForm: boolean;
  providers: { id: string; name: string; url: string }[];
}

/** `GET /api/v1/security/login_providers` (no login needed). */
export function fetchLoginProviders(): Promise<LoginProviders> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<{ result: { password_form: boolean; providers: LoginProviders['providers'] } }>(
      '/api/v1/security/login_providers',
      { signal, authRedirect: false },
    );
    return { passwordForm: result.password_form, providers: result.providers };
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
