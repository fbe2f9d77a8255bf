import { reducerTester } from '../../testing/reducer-tester';
import {
  bootstrapFailed,
  bootstrapRequested,
  bootstrapSucceeded,
  initialSessionState,
  loggedOut,
  loginFailed,
  loginRequested,
  loginSucceeded,
  sessionExpired,
  sessionReducer,
  type SessionState,
} from './auth.slice';
import type { CurrentUser } from './auth.types';

const ada: CurrentUser = { id: 1, username: 'ada', email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace', isActive: true };

const signedIn: SessionState = {
  ...initialSessionState,
  status: 'authenticated',
  user: ada,
  roles: { Alpha: [['can_read', 'Dashboard']] },
  permissions: { datasource_access: ['[examples].[sales]'] },
};

describe('session reducer', () => {
  it('marks start-up as loading and clears an earlier failure', () => {
    reducerTester<SessionState>()
      .givenReducer(sessionReducer, { ...initialSessionState, status: 'failed', error: { message: 'Network error', errors: [] } })
      .whenActionIsDispatched(bootstrapRequested())
      .thenStateShouldEqual({ ...initialSessionState, status: 'loading' });
  });

  it('stores the user, roles and permissions when start-up succeeds', () => {
    reducerTester<SessionState>()
      .givenReducer(sessionReducer, { ...initialSessionState, status: 'loading' })
      .whenActionIsDispatched(bootstrapSucceeded({ user: ada, roles: signedIn.roles, permissions: signedIn.permissions }))
      .thenStateShouldEqual(signedIn);
  });

  it('treats a 401 at start-up as no session, not as a failure', () => {
    reducerTester<SessionState>()
      .givenReducer(sessionReducer, { ...initialSessionState, status: 'loading' })
      .whenActionIsDispatched(bootstrapFailed({ error: { message: 'Not authorized', status: 401, errors: [] } }))
      .thenStateShouldEqual({ ...initialSessionState, status: 'anonymous' });
  });

  it('keeps any other start-up failure to show it', () => {
    const error = { message: 'Network error', errors: [] };
    reducerTester<SessionState>()
      .givenReducer(sessionReducer, { ...initialSessionState, status: 'loading' })
      .whenActionIsDispatched(bootstrapFailed({ error }))
      .thenStateShouldEqual({ ...initialSessionState, status: 'failed', error });
  });

  it('tracks a login from submit to success', () => {
    reducerTester<SessionState>()
      .givenReducer(sessionReducer, { ...initialSessionState, status: 'anonymous', login: { submitting: false, error: 'old' } })
      .whenActionIsDispatched(loginRequested({ username: 'ada', password: 'secret' }))
      .thenStateShouldEqual({ ...initialSessionState, status: 'anonymous', login: { submitting: true, error: null } })
      .whenActionIsDispatched(loginSucceeded())
      .thenStateShouldEqual({ ...initialSessionState, status: 'loading', login: { submitting: true, error: null } })
      .whenActionIsDispatched(bootstrapSucceeded({ user: ada, roles: signedIn.roles, permissions: signedIn.permissions }))
      .thenStateShouldEqual(signedIn);
  });

  it("shows the server's reason when a login is refused", () => {
    reducerTester<SessionState>()
      .givenReducer(sessionReducer, { ...initialSessionState, status: 'anonymous', login: { submitting: true, error: null } })
      .whenActionIsDispatched(loginFailed({ error: { message: 'Invalid login. Please try again.', status: 401, errors: [] } }))
      .thenStateShouldEqual({
        ...initialSessionState,
        status: 'anonymous',
        login: { submitting: false, error: 'Invalid login. Please try again.' },
      });
  });

  it('reports a start-up failure right after login on the login form', () => {
    reducerTester<SessionState>()
      .givenReducer(sessionReducer, { ...initialSessionState, status: 'loading', login: { submitting: true, error: null } })
      .whenActionIsDispatched(bootstrapFailed({ error: { message: 'Server error', status: 500, errors: [] } }))
      .thenStatePredicateShouldEqual((state) => !state.login.submitting && state.login.error === 'Server error');
  });

  it('forgets the user when the session expires', () => {
    reducerTester<SessionState>()
      .givenReducer(sessionReducer, signedIn)
      .whenActionIsDispatched(sessionExpired())
      .thenStateShouldEqual({ ...initialSessionState, status: 'anonymous' });
  });

  it('forgets the user on logout and remembers it was deliberate', () => {
    reducerTester<SessionState>()
      .givenReducer(sessionReducer, signedIn)
      .whenActionIsDispatched(loggedOut())
      .thenStateShouldEqual({ ...initialSessionState, status: 'loggedOut' });
  });

  it('names its actions as session events', () => {
    expect(sessionExpired().type).toBe('session/expired');
    expect(loginRequested({ username: 'a', password: 'b' }).type).toBe('session/loginRequested');
  });
});
