import type { RootState } from '../app/root-reducer';
import { initialSessionState, type RolePermissions, type SessionState } from '../features/auth';

export const adaUser = { id: 1, username: 'ada', email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace', isActive: true };

/** Root state of a signed-in user holding `roles`. */
export function signedInState(roles: RolePermissions, session: Partial<SessionState> = {}): Partial<RootState> {
  return { session: { ...initialSessionState, status: 'authenticated', user: adaUser, roles, ...session } };
}

export function sessionState(session: Partial<SessionState>): Partial<RootState> {
  return { session: { ...initialSessionState, ...session } };
}
