import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MeUpdateFields, MeView } from '@tessera/contracts/web';
import type { ClientError } from '../../api';

export type UserInfoDialog = 'name' | 'password' | null;

export interface UserInfoState {
  me: MeView | null;
  loading: boolean;
  dialog: UserInfoDialog;
  saving: boolean;
  saveError: ClientError | null;
}

export const initialUserInfoState: UserInfoState = { me: null, loading: false, dialog: null, saving: false, saveError: null };

const userInfoSlice = createSlice({
  name: 'userInfo',
  initialState: initialUserInfoState,
  reducers: {
    loadRequested(state) {
      state.loading = true;
    },
    loaded(state, action: PayloadAction<MeView>) {
      state.loading = false;
      state.me = action.payload;
    },
    loadFailed(state) {
      state.loading = false;
    },
    dialogOpened(state, action: PayloadAction<UserInfoDialog>) {
      state.dialog = action.payload;
      state.saveError = null;
    },
    saveRequested(state, _action: PayloadAction<MeUpdateFields>) {
      state.saving = true;
      state.saveError = null;
    },
    saveSucceeded(state) {
      state.saving = false;
      state.dialog = null;
    },
    saveFailed(state, action: PayloadAction<{ error: ClientError }>) {
      state.saving = false;
      state.saveError = action.payload.error;
    },
  },
});

export const {
  loadRequested: userInfoLoadRequested,
  loaded: userInfoLoaded,
  loadFailed: userInfoLoadFailed,
  dialogOpened: userInfoDialogOpened,
  saveRequested: userInfoSaveRequested,
  saveSucceeded: userInfoSaveSucceeded,
  saveFailed: userInfoSaveFailed,
} = userInfoSlice.actions;

export const userInfoReducer = userInfoSlice.reducer;

export const selectUserInfo = (state: { userInfo: UserInfoState }): UserInfoState => state.userInfo;
