import { combineReducers } from '@reduxjs/toolkit';
import { sessionReducer } from '../features/auth';
import { configReducer } from '../features/config';
import { toastsReducer } from '../features/toasts';

export const rootReducer = combineReducers({
  session: sessionReducer,
  config: configReducer,
  toasts: toastsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
