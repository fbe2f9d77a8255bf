import { selectCurrentUser, selectHasPermission, selectIsAdmin, selectUserDisplayName, type StateWithSession } from './auth.selectors';
import { initialSessionState, type SessionState } from './auth.slice';

function stateWith(session: Partial<SessionState>): StateWithSession {
  return { session: { ...initialSessionState, ...session } };
}

const user = { id: 2, username: 'gamma_user', email: 'g@example.org', firstName: '', lastName: '', isActive: true };

describe('session selectors', () => {
  it('grants a permission a role holds, and only that one', () => {
    const state = stateWith({
      roles: {
        Gamma: [
          ['can_read', 'Dashboard'],
          ['can_write', 'Chart'],
        ],
      },
    });
    expect(selectHasPermission('can_read', 'Dashboard')(state)).toBe(true);
    expect(selectHasPermission('can_write', 'Chart')(state)).toBe(true);
    expect(selectHasPermission('can_write', 'Dashboard')(state)).toBe(false);
    expect(selectHasPermission('can_read', 'Chart')(state)).toBe(false);
    expect(selectIsAdmin(state)).toBe(false);
  });

  it('gives every right to a role named Admin in any letter case', () => {
    for (const name of ['Admin', 'admin', 'ADMIN']) {
      const state = stateWith({ roles: { [name]: [] } });
      expect(selectIsAdmin(state)).toBe(true);
      expect(selectHasPermission('can_write', 'Anything')(state)).toBe(true);
    }
    expect(selectIsAdmin(stateWith({ roles: { Administrator: [] } }))).toBe(false);
  });

  it('grants nothing without a session', () => {
    expect(selectHasPermission('can_read', 'Dashboard')(stateWith({}))).toBe(false);
    expect(selectCurrentUser(stateWith({}))).toBeNull();
    expect(selectUserDisplayName(stateWith({}))).toBe('');
  });

  it('names the user by full name, else by username', () => {
    expect(selectUserDisplayName(stateWith({ user: { ...user, firstName: 'Grace', lastName: 'Hopper' } }))).toBe('Grace Hopper');
    expect(selectUserDisplayName(stateWith({ user }))).toBe('gamma_user');
  });
});
