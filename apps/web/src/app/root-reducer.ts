import { combineReducers } from '@reduxjs/toolkit';
import { sessionReducer } from '../features/auth';
import { configReducer } from '../features/config';
import { dashboardReducer } from '../features/dashboard';
import { dynamicPluginsReducer } from '../features/dynamic-plugins';
import { examplesReducer } from '../features/examples';
import { languageReducer } from '../features/language';
import { exploreReducer } from '../features/explore';
import { sqlLabReducer } from '../features/sqllab';
import { toastsReducer } from '../features/toasts';

export const rootReducer = combineReducers({
  session: sessionReducer,
  config: configReducer,
  dynamicPlugins: dynamicPluginsReducer,
  toasts: toastsReducer,
  language: languageReducer,
  examples: examplesReducer,
  explore: exploreReducer,
  dashboard: dashboardReducer,
  sqlLab: sqlLabReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
