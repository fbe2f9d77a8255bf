import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiKeyCreatedView, ApiKeyCreateFields, ApiKeyView } from '@tessera/contracts/web';
import type { ClientError } from '../../api';

export interface ApiKeysState {
  keys: ApiKeyView[];
  loading: boolean;
  /** The create dialog is open (asking for a name, then showing the new key). */
  creating: boolean;
  saving: boolean;
  saveError: ClientError | null;
  /** The key just created, with its secret: shown once in the dialog, dropped when it closes. */
  created: ApiKeyCreatedView | null;
  /** The key whose revocation awaits confirmation. */
  revoking: ApiKeyView | null;
  revokeBusy: boolean;
}

export const initialApiKeysState: ApiKeysState = {
  keys: [],
  loading: false,
  creating: false,
  saving: false,
  saveError: null,
  created: null,
  revoking: null,
  revokeBusy: false,
};

const apiKeysSlice = createSlice({
  name: 'apiKeys',
  initialState: initialApiKeysState,
  reducers: {
    loadRequested(state) {
      state.loading = true;
    },
    loaded(state, action: PayloadAction<ApiKeyView[]>) {
      state.loading = false;
      state.keys = action.payload;
    },
    loadFailed(state) {
      state.loading = false;
    },
    createOpened(state, action: PayloadAction<boolean>) {
      state.creating = action.payload;
      state.saveError = null;
      // Closing the dialog forgets the secret for good.
      state.created = null;
    },
    createRequested(state, _action: PayloadAction<ApiKeyCreateFields>) {
      state.saving = true;
      state.saveError = null;
    },
    createSucceeded(state, action: PayloadAction<ApiKeyCreatedView>) {
      state.saving = false;
      state.created = action.payload;
      const { key: _secret, ...shown } = action.payload;
      state.keys = [shown, ...state.keys];
    },
    createFailed(state, action: PayloadAction<{ error: ClientError }>) {
      state.saving = false;
      state.saveError = action.payload.error;
    },
    revokeAsked(state, action: PayloadAction<ApiKeyView | null>) {
      state.revoking = action.payload;
    },
    revokeRequested(state, _action: PayloadAction<number>) {
      state.revokeBusy = true;
    },
    revokeSucceeded(state, action: PayloadAction<number>) {
      state.revokeBusy = false;
      state.revoking = null;
      state.keys = state.keys.filter((key) => key.id !== action.payload);
    },
    revokeFailed(state) {
      state.revokeBusy = false;
      state.revoking = null;
    },
  },
});

export const {
  loadRequested: apiKeysLoadRequested,
  loaded: apiKeysLoaded,
  loadFailed: apiKeysLoadFailed,
  createOpened: apiKeyCreateOpened,
  createRequested: apiKeyCreateRequested,
  createSucceeded: apiKeyCreateSucceeded,
  createFailed: apiKeyCreateFailed,
  revokeAsked: apiKeyRevokeAsked,
  revokeRequested: apiKeyRevokeRequested,
  revokeSucceeded: apiKeyRevokeSucceeded,
  revokeFailed: apiKeyRevokeFailed,
} = apiKeysSlice.actions;

export const apiKeysReducer = apiKeysSlice.reducer;

export const selectApiKeys = (state: { apiKeys: ApiKeysState }): ApiKeysState => state.apiKeys;
