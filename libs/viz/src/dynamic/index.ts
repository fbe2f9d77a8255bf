export { loadPluginBundle, PluginBundleError } from './bundle-loader';
export type { LoadPluginBundleOptions, PluginBundleFailure } from './bundle-loader';
export { installPluginApi, PLUGIN_API_GLOBAL, PLUGIN_API_VERSION } from './plugin-api';
export type { TesseraVizPluginApi } from './plugin-api';
