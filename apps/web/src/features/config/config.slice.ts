import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CommonConfig } from './config.types';

export interface ConfigState extends CommonConfig {
  loaded: boolean;
}

export const initialConfigState: ConfigState = {
  featureFlags: {},
  conf: {},
  locale: 'en',
  version: null,
  loaded: false,
};

export const configSlice = createSlice({
  name: 'config',
  initialState: initialConfigState,
  reducers: {
    loaded(_state, action: PayloadAction<CommonConfig>) {
      return { ...action.payload, loaded: true };
    },
  },
});

export const { loaded: configLoaded } = configSlice.actions;
export const configReducer = configSlice.reducer;
