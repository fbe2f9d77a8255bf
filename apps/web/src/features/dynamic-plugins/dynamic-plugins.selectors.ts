import type { DynamicPluginsState } from './dynamic-plugins.slice';

export interface StateWithDynamicPlugins {
  dynamicPlugins: DynamicPluginsState;
}

export const selectDynamicPlugins = (state: StateWithDynamicPlugins): DynamicPluginsState => state.dynamicPlugins;

/** How many bundles have loaded so far: views listing chart types read it to list the new ones. */
export const selectLoadedPluginCount = (state: Partial<StateWithDynamicPlugins>): number =>
  Object.values(state.dynamicPlugins?.byKey ?? {}).filter((plugin) => !plugin.loading && plugin.failure === null).length;
