import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientError } from '../../api';
import type { Credentials, CurrentUser, RolePermissions, UserRoles } from './auth.types';

/**
 * `anonymous`: no session (never signed in or expired) → the login page with `next`;
 * `loggedOut`: the user signed out → the login page without `next`.
 */
export type SessionStatus = 'idle' | 'loading' | 'authenticated' | 'anonymous' | 'loggedOut' | 'failed';

export interface LoginState {
  submitting: boolean;
  error: string | null;
}

export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  roles: RolePermissions;
  permissions: UserRoles['permissions'];
  /** Why start-up failed, when it failed for another reason than a missing session. */
  error: ClientError | null;
  login: LoginState;
}

export const initialSessionState: SessionState = {
  status: 'idle',
  user: null,
  roles: {},
  permissions: {},
  error: null,
  login: { submitting: false, error: null },
};

function signedOut(state: SessionState, status: SessionStatus): void {
  state.status = status;
  state.user = null;
  state.roles = {};
  state.permissions = {};
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    bootstrapRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    bootstrapSucceeded(state, action: PayloadAction<{ user: CurrentUser } & UserRoles>) {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.roles = action.payload.roles;
      state.permissions = action.payload.permissions;
      state.error = null;
      state.login = { submitting: false, error: null };
    },
    bootstrapFailed(state, action: PayloadAction<{ error: ClientError }>) {
      const { error } = action.payload;
      const missingSession = error.status === 401;
      signedOut(state, missingSession ? 'anonymous' : 'failed');
      state.error = missingSession ? null : error;
      if (state.login.submitting) state.login = { submitting: false, error: error.message };
    },
    loginRequested: {
      reducer(state) {
        state.login = { submitting: true, error: null };
      },
      prepare: (credentials: Credentials) => ({ payload: credentials }),
    },
    loginSucceeded(state) {
      state.status = 'loading';
    },
    loginFailed(state, action: PayloadAction<{ error: ClientError }>) {
      state.login = { submitting: false, error: action.payload.error.message };
    },
    expired(state) {
      signedOut(state, 'anonymous');
    },
    loggedOut(state) {
      signedOut(state, 'loggedOut');
    },
  },
});

export const logoutRequested = createAction('session/logoutRequested');
export const logoutFailed = createAction<{ error: ClientError }>('session/logoutFailed');

export const {
  bootstrapRequested,
  bootstrapSucceeded,
  bootstrapFailed,
  loginRequested,
  loginSucceeded,
  loginFailed,
  expired: sessionExpired,
  loggedOut,
} = sessionSlice.actions;

export const sessionReducer = sessionSlice.reducer;
