export { configReducer, configLoaded, initialConfigState } from './config.slice';
export type { ConfigState } from './config.slice';
export { configSaga } from './config.saga';
export { fetchCommonConfig } from './config.api';
export { selectConfig, selectConfValue, selectFeatureFlag, selectLocale, selectVersion } from './config.selectors';
export type { StateWithConfig } from './config.selectors';
export type { CommonConfig } from './config.types';
