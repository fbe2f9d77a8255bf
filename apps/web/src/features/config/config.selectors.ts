import type { ConfigState } from './config.slice';

export interface StateWithConfig {
  config: ConfigState;
}

export const selectConfig = (state: StateWithConfig): ConfigState => state.config;

export const selectVersion = (state: StateWithConfig): string | null => state.config.version;

export const selectLocale = (state: StateWithConfig): string => state.config.locale;

/** Unknown flags are off, as in Superset. */
export const selectFeatureFlag =
  (flag: string) =>
  (state: StateWithConfig): boolean =>
    state.config.featureFlags[flag] === true;

export const selectConfValue =
  (key: string) =>
  (state: StateWithConfig): unknown =>
    state.config.conf[key];
