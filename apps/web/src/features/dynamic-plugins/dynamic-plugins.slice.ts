import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PluginBundleFailure } from '@tessera/viz';
import { bootstrapFailed } from '../auth';

/** One registered chart plugin as the page loads it: loading, then loaded (`failure: null`) or failed. */
export interface DynamicPluginStatus {
  key: string;
  name: string;
  bundleUrl: string;
  loading: boolean;
  failure: PluginBundleFailure | null;
}

export interface DynamicPluginsState {
  /** True once every registered bundle finished loading (or there is nothing to load); charts of unknown types wait for it. */
  settled: boolean;
  byKey: Record<string, DynamicPluginStatus>;
}

export const initialDynamicPluginsState: DynamicPluginsState = { settled: false, byKey: {} };

export type DynamicPluginSpec = Pick<DynamicPluginStatus, 'key' | 'name' | 'bundleUrl'>;

/**
 * Superset's dynamic plugin loading as state: `begin` with the registered plugins (none when the
 * `DYNAMIC_PLUGINS` flag is off or the list could not be read), then `complete` per key with a failure
 * or none.
 */
export const dynamicPluginsSlice = createSlice({
  name: 'dynamicPlugins',
  initialState: initialDynamicPluginsState,
  reducers: {
    begin(state, action: PayloadAction<DynamicPluginSpec[]>) {
      const byKey: Record<string, DynamicPluginStatus> = {};
      for (const plugin of action.payload) byKey[plugin.key] = { ...plugin, loading: true, failure: null };
      return { settled: action.payload.length === 0, byKey };
    },
    complete(state, action: PayloadAction<{ key: string; failure: PluginBundleFailure | null }>) {
      const plugin = state.byKey[action.payload.key];
      if (!plugin) return;
      plugin.loading = false;
      plugin.failure = action.payload.failure;
      state.settled = Object.values(state.byKey).every((each) => !each.loading);
    },
  },
  extraReducers: (builder) => {
    // Without a session nothing can be listed: charts stop waiting (and then say their type is unknown).
    builder.addCase(bootstrapFailed, (state) => {
      state.settled = true;
    });
  },
});

export const { begin: dynamicPluginsBegin, complete: dynamicPluginComplete } = dynamicPluginsSlice.actions;
export const dynamicPluginsReducer = dynamicPluginsSlice.reducer;
