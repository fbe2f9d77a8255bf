export { dynamicPluginsReducer, dynamicPluginsBegin, dynamicPluginComplete, initialDynamicPluginsState } from './dynamic-plugins.slice';
export type { DynamicPluginsState, DynamicPluginStatus, DynamicPluginSpec } from './dynamic-plugins.slice';
export { dynamicPluginsSaga, requireChartPlugin, DYNAMIC_PLUGINS_FLAG } from './dynamic-plugins.saga';
export { selectDynamicPlugins, selectLoadedPluginCount } from './dynamic-plugins.selectors';
export type { StateWithDynamicPlugins } from './dynamic-plugins.selectors';
