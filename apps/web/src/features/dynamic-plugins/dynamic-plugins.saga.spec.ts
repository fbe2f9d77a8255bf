import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { loadPluginBundle, PluginBundleError, registerChartPlugin, unregisterChartPlugin } from '@tessera/viz';
import { configLoaded } from '../config';
import { fetchDynamicPlugins } from './dynamic-plugins.api';
import { loadDynamicPlugins, requireChartPlugin } from './dynamic-plugins.saga';
import { dynamicPluginComplete, dynamicPluginsBegin, dynamicPluginsReducer, initialDynamicPluginsState } from './dynamic-plugins.slice';
import { selectLoadedPluginCount } from './dynamic-plugins.selectors';

const reducer = combineReducers({ dynamicPlugins: dynamicPluginsReducer });
const config = (flags: Record<string, boolean>) => configLoaded({ featureFlags: flags, conf: {}, locale: 'en', version: null });

const DOTS = { key: 'spec_dots', name: 'Dots', bundleUrl: 'https://plugins.example.com/dots.js' };
const BROKEN = { key: 'spec_broken', name: 'Broken', bundleUrl: 'https://plugins.example.com/missing.js' };

function dotsPlugin() {
  return {
    metadata: { vizType: DOTS.key, name: 'Dots' },
    buildQuery: () => ({ datasource: { id: 1, type: 'table' }, force: false, queries: [] }),
    transformProps: () => ({}),
    controlPanel: { sections: [] },
    loadRenderer: () => Promise.resolve({ render: () => ({ update: () => undefined, destroy: () => undefined }) }),
  };
}

afterEach(() => unregisterChartPlugin(DOTS.key));

describe('loading the registered chart plugins', () => {
  it('loads nothing and settles at once when the DYNAMIC_PLUGINS flag is off', async () => {
    const { storeState } = await expectSaga(loadDynamicPlugins, config({}))
      .withReducer(reducer)
      .not.call.fn(fetchDynamicPlugins)
      .put(dynamicPluginsBegin([]))
      .run();
    expect(storeState.dynamicPlugins).toEqual({ settled: true, byKey: {} });
  });

  it('begins with every registered plugin, then completes each key with its failure or none', async () => {
    const { storeState } = await expectSaga(loadDynamicPlugins, config({ DYNAMIC_PLUGINS: true }))
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchDynamicPlugins), [DOTS, BROKEN]],
        {
          call(effect, next) {
            if (effect.fn !== loadPluginBundle) return next();
            const [url, key] = effect.args as [string, string];
            if (url === BROKEN.bundleUrl) throw new PluginBundleError('fetch', key, url);
            registerChartPlugin(dotsPlugin());
            return undefined;
          },
        },
      ])
      .put(dynamicPluginsBegin([DOTS, BROKEN]))
      .put(dynamicPluginComplete({ key: DOTS.key, failure: null }))
      .put(dynamicPluginComplete({ key: BROKEN.key, failure: 'fetch' }))
      .run();
    expect(storeState.dynamicPlugins.settled).toBe(true);
    expect(storeState.dynamicPlugins.byKey[DOTS.key]).toMatchObject({ loading: false, failure: null });
    expect(storeState.dynamicPlugins.byKey[BROKEN.key]).toMatchObject({ loading: false, failure: 'fetch' });
    expect(selectLoadedPluginCount(storeState)).toBe(1);
    expect((window as unknown as Record<string, { apiVersion: number }>).tesseraViz.apiVersion).toBe(1);
  });

  it('settles with nothing loaded when the list cannot be read', async () => {
    const { storeState } = await expectSaga(loadDynamicPlugins, config({ DYNAMIC_PLUGINS: true }))
      .withReducer(reducer)
      .provide([[matchers.call.fn(fetchDynamicPlugins), throwError(new Error('offline'))]])
      .put(dynamicPluginsBegin([]))
      .run();
    expect(storeState.dynamicPlugins.settled).toBe(true);
  });
});

describe('requireChartPlugin', () => {
  const loading = reducer({ dynamicPlugins: initialDynamicPluginsState }, dynamicPluginsBegin([DOTS, BROKEN]));

  it('lets built-in chart types through without waiting', async () => {
    let finished = false;
    await expectSaga(function* () {
      yield* requireChartPlugin('pie');
      finished = true;
    })
      .withState(loading)
      .run(50);
    expect(finished).toBe(true);
  });

  it("waits for the chart type's bundle, then goes on once it loaded", async () => {
    let finished = false;
    const run = expectSaga(function* () {
      yield* requireChartPlugin(DOTS.key);
      finished = true;
    })
      .withReducer(reducer, loading)
      .dispatch(dynamicPluginComplete({ key: BROKEN.key, failure: 'fetch' }))
      .run(100);
    await run;
    expect(finished).toBe(false);

    const { storeState } = await expectSaga(function* () {
      yield* requireChartPlugin(DOTS.key);
      finished = true;
    })
      .withReducer(reducer, loading)
      .dispatch(dynamicPluginComplete({ key: DOTS.key, failure: null }))
      .run(100);
    expect(storeState.dynamicPlugins.byKey[DOTS.key]?.loading).toBe(false);
    expect(finished).toBe(true);
  });

  it('fails a chart whose plugin did not load with the reason, naming the plugin', async () => {
    const failed = reducer(loading, dynamicPluginComplete({ key: BROKEN.key, failure: 'fetch' }));
    await expect(expectSaga(requireChartPlugin, BROKEN.key).withState(failed).run(50)).rejects.toThrow(
      'The chart plugin Broken could not be loaded: its bundle could not be fetched from https://plugins.example.com/missing.js.',
    );
    const unregistered = reducer(loading, dynamicPluginComplete({ key: BROKEN.key, failure: 'unregistered' }));
    await expect(expectSaga(requireChartPlugin, BROKEN.key).withState(unregistered).run(50)).rejects.toThrow(
      'its bundle did not register the chart type spec_broken',
    );
  });
});
