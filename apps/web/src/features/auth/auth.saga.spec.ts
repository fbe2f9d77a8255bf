import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api';
import { configLoaded, configReducer, fetchCommonConfig, initialConfigState, type CommonConfig, type ConfigState } from '../config';
import { addToast } from '../toasts';
import { fetchCurrentUser, fetchUserRoles, login, logout, resetCsrfToken } from './auth.api';
import { bootstrapSession, signIn, signOut } from './auth.saga';
import {
  bootstrapFailed,
  bootstrapSucceeded,
  initialSessionState,
  loggedOut,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutFailed,
  sessionReducer,
  type SessionState,
} from './auth.slice';
import type { CurrentUser, UserRoles } from './auth.types';

const user: CurrentUser = { id: 1, username: 'admin', email: 'admin@example.org', firstName: 'Ada', lastName: 'Admin', isActive: true };
const roles: UserRoles = { roles: { Admin: [['can_read', 'Dashboard']] }, permissions: {} };
const config: CommonConfig = {
  featureFlags: { TAGGING_SYSTEM: true },
  conf: { SUPERSET_WEBSERVER_TIMEOUT: 60 },
  locale: 'en',
  version: '0.1.0',
};
const reducer = combineReducers({ session: sessionReducer, config: configReducer }) as Reducer<{
  session: SessionState;
  config: ConfigState;
}>;

const serverAnswers: StaticProvider[] = [
  [matchers.call.fn(fetchCurrentUser), user],
  [matchers.call.fn(fetchUserRoles), roles],
  [matchers.call.fn(fetchCommonConfig), config],
];

describe('bootstrapSession', () => {
  it('loads user, roles and config together and stores them', async () => {
    const { storeState } = await expectSaga(bootstrapSession)
      .withReducer(reducer)
      .provide([...serverAnswers])
      .put(configLoaded(config))
      .put(bootstrapSucceeded({ user, ...roles }))
      .run();
    expect(storeState.session).toMatchObject({ status: 'authenticated', user });
    expect(storeState.config).toMatchObject({ loaded: true, version: '0.1.0' });
  });

  it('ends as anonymous when there is no session', async () => {
    const notAuthorized = new ApiError({ message: 'Not authorized', status: 401, errors: [] });
    const { storeState } = await expectSaga(bootstrapSession)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchCurrentUser), throwError(notAuthorized)],
        [matchers.call.fn(fetchUserRoles), throwError(notAuthorized)],
        [matchers.call.fn(fetchCommonConfig), throwError(notAuthorized)],
      ])
      .put(bootstrapFailed({ error: notAuthorized.detail }))
      .not.put.actionType(bootstrapSucceeded.type)
      .run();
    expect(storeState.session.status).toBe('anonymous');
  });
});

describe('signIn', () => {
  const credentials = { username: 'admin', password: 'secret' };

  it('logs in, starts a fresh CSRF token and loads the session', () => {
    return expectSaga(signIn, loginRequested(credentials))
      .withReducer(reducer, { session: { ...initialSessionState, status: 'anonymous' }, config: initialConfigState })
      .provide([[matchers.call.fn(login), undefined], [matchers.call.fn(resetCsrfToken), undefined], ...serverAnswers])
      .call(login, credentials)
      .call(resetCsrfToken)
      .put(loginSucceeded())
      .put(bootstrapSucceeded({ user, ...roles }))
      .hasFinalState({
        session: { ...initialSessionState, status: 'authenticated', user, ...roles },
        config: { ...config, loaded: true },
      })
      .run();
  });

  it("shows the server's reason and loads nothing when the login is refused", () => {
    const refused = new ApiError({ message: 'Too many login attempts. Try again in 30 seconds.', status: 429, errors: [] });
    return expectSaga(signIn, loginRequested(credentials))
      .provide([[matchers.call.fn(login), throwError(refused)]])
      .put(loginFailed({ error: refused.detail }))
      .not.call.fn(fetchCurrentUser)
      .not.put.actionType(loginSucceeded.type)
      .run();
  });
});

describe('signOut', () => {
  it('logs out and forgets the CSRF token', () => {
    return expectSaga(signOut)
      .provide([
        [matchers.call.fn(logout), undefined],
        [matchers.call.fn(resetCsrfToken), undefined],
      ])
      .call(logout)
      .call(resetCsrfToken)
      .put(loggedOut())
      .run();
  });

  it('then ends the session at the single-sign-on provider when the server names its logout address', () => {
    const providerLogout = 'https://id.example.org/session/end?id_token_hint=abc';
    return expectSaga(signOut)
      .provide([
        [matchers.call.fn(logout), providerLogout],
        [matchers.call.fn(resetCsrfToken), undefined],
        [matchers.call.fn(window.location.assign), undefined],
      ])
      .put(loggedOut())
      .call([window.location, window.location.assign], providerLogout)
      .run();
  });

  it('stays here when the session was not opened through a provider', () => {
    return expectSaga(signOut)
      .provide([
        [matchers.call.fn(logout), null],
        [matchers.call.fn(resetCsrfToken), undefined],
      ])
      .put(loggedOut())
      .not.call.fn(window.location.assign)
      .run();
  });

  it('keeps the session and says why when logout fails', () => {
    const failure = new ApiError({ message: 'Network error', errors: [] });
    return expectSaga(signOut)
      .provide([[matchers.call.fn(logout), throwError(failure)]])
      .put(logoutFailed({ error: failure.detail }))
      .put.like({ action: { type: addToast.type, payload: { type: 'danger', text: 'Network error' } } })
      .not.put(loggedOut())
      .run();
  });
});
