import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, take, takeLatest } from 'redux-saga/effects';
import { hasChartPlugin, installPluginApi, loadPluginBundle, PluginBundleError } from '@tessera/viz';
import { bootstrapFailed } from '../auth';
import { configLoaded, type CommonConfig } from '../config';
import { fetchDynamicPlugins } from './dynamic-plugins.api';
import { selectDynamicPlugins, type StateWithDynamicPlugins } from './dynamic-plugins.selectors';
import { dynamicPluginComplete, dynamicPluginsBegin, type DynamicPluginsState, type DynamicPluginSpec } from './dynamic-plugins.slice';
import { pluginLoadErrorText } from './plugin-load-error';

/** The feature flag that turns run-time chart plugins on (Superset's `DYNAMIC_PLUGINS`). */
export const DYNAMIC_PLUGINS_FLAG = 'DYNAMIC_PLUGINS';

function* loadBundle(plugin: DynamicPluginSpec): SagaIterator {
  // A second sign-in in the same page finds the bundle already run: its chart type is there.
  if (hasChartPlugin(plugin.key)) return void (yield put(dynamicPluginComplete({ key: plugin.key, failure: null })));
  try {
    yield call(loadPluginBundle, plugin.bundleUrl, plugin.key);
    yield put(dynamicPluginComplete({ key: plugin.key, failure: null }));
  } catch (error) {
    yield put(dynamicPluginComplete({ key: plugin.key, failure: error instanceof PluginBundleError ? error.reason : 'fetch' }));
  }
}

/** With the flag on, lists the registered plugins and loads every bundle at once, each completing on its own. */
export function* loadDynamicPlugins(action: PayloadAction<CommonConfig>): SagaIterator {
  if (action.payload.featureFlags[DYNAMIC_PLUGINS_FLAG] !== true) return void (yield put(dynamicPluginsBegin([])));
  let plugins: DynamicPluginSpec[];
  try {
    plugins = yield call(fetchDynamicPlugins);
  } catch {
    // Charts of plugin types then say their type is unknown; every other chart is unaffected.
    return void (yield put(dynamicPluginsBegin([])));
  }
  installPluginApi(window);
  yield put(dynamicPluginsBegin(plugins));
  yield all(plugins.map((plugin) => call(loadBundle, plugin)));
}

/** A store without the plugin state (a page tested on its own) has no plugins to wait for. */
const NONE: DynamicPluginsState = { settled: true, byKey: {} };
const pluginsOrNone = (state: Partial<StateWithDynamicPlugins>): DynamicPluginsState =>
  state.dynamicPlugins ? selectDynamicPlugins(state as StateWithDynamicPlugins) : NONE;

/**
 * Waits, for a chart of a type no plugin has registered yet, until the bundles finished loading; a
 * chart whose plugin failed to load then fails with the reason (instead of drawing nothing). Built-in
 * types never wait. A type still unknown afterwards is left to the registry's own error.
 */
export function* requireChartPlugin(vizType: string): SagaIterator {
  if (hasChartPlugin(vizType)) return;
  let state: DynamicPluginsState = yield select(pluginsOrNone);
  while (!state.settled && (state.byKey[vizType]?.loading ?? true)) {
    yield take([dynamicPluginsBegin.type, dynamicPluginComplete.type, bootstrapFailed.type]);
    state = yield select(pluginsOrNone);
  }
  const plugin = state.byKey[vizType];
  if (plugin?.failure) throw new Error(pluginLoadErrorText(plugin));
}

export function* dynamicPluginsSaga(): SagaIterator {
  yield takeLatest(configLoaded.type, loadDynamicPlugins);
}
