import type { ChartPlugin } from '../core/chart-plugin.types';
import { getChartPlugin, hasChartPlugin, listChartPlugins, registerChartPlugin, unregisterChartPlugin } from '../registry';
import { loadPluginBundle, PluginBundleError } from './bundle-loader';
import { installPluginApi, PLUGIN_API_GLOBAL, PLUGIN_API_VERSION, type TesseraVizPluginApi } from './plugin-api';

function pluginOf(vizType: string, name = 'Dots'): ChartPlugin {
  return {
    metadata: { vizType, name, description: '', category: 'Other', tags: [], behaviors: [], supportsCrossFilter: false },
    buildQuery: (formData) => ({
      datasource: { id: 1, type: 'table' },
      force: false,
      queries: [],
      form_data: formData,
      result_format: 'json',
      result_type: 'full',
    }),
    transformProps: () => ({}),
    controlPanel: { sections: [] },
    loadRenderer: () => Promise.resolve({ render: () => ({ update: () => undefined, destroy: () => undefined }) }),
  };
}

afterEach(() => {
  for (const key of ['dots', 'dots_2', 'loaded_key']) unregisterChartPlugin(key);
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('chart plugins registered at run time', () => {
  it('join the gallery after the built-in ones and are found by viz type', () => {
    const before = listChartPlugins().length;
    expect(hasChartPlugin('dots')).toBe(false);
    registerChartPlugin(pluginOf('dots'));
    expect(hasChartPlugin('dots')).toBe(true);
    expect(getChartPlugin('dots').metadata.name).toBe('Dots');
    expect(listChartPlugins()).toHaveLength(before + 1);
    expect(listChartPlugins().at(-1)?.metadata.vizType).toBe('dots');
    unregisterChartPlugin('dots');
    expect(hasChartPlugin('dots')).toBe(false);
    expect(listChartPlugins()).toHaveLength(before);
  });

  it('replace an earlier registration of the same dynamic type, never a built-in one', () => {
    registerChartPlugin(pluginOf('dots', 'First'));
    registerChartPlugin(pluginOf('dots', 'Second'));
    expect(getChartPlugin('dots').metadata.name).toBe('Second');
    expect(() => registerChartPlugin(pluginOf('pie', 'Fake pie'))).toThrow('The chart type pie is built in and cannot be replaced');
    expect(getChartPlugin('pie').metadata.name).toBe('Pie Chart');
    unregisterChartPlugin('pie');
    expect(hasChartPlugin('pie')).toBe(true);
  });

  it('are refused when malformed, naming what is wrong, and get default metadata otherwise', () => {
    expect(() => registerChartPlugin(undefined)).toThrow('metadata.vizType');
    expect(() => registerChartPlugin({ ...pluginOf('dots'), metadata: { vizType: 'a b', name: 'x' } })).toThrow('metadata.vizType');
    expect(() => registerChartPlugin({ ...pluginOf('dots'), metadata: { vizType: 'dots' } })).toThrow('metadata.name');
    expect(() => registerChartPlugin({ ...pluginOf('dots'), transformProps: 'no' })).toThrow('transformProps must be a function');
    expect(() => registerChartPlugin({ ...pluginOf('dots'), controlPanel: {} })).toThrow('controlPanel.sections');
    expect(hasChartPlugin('dots')).toBe(false);
    const plugin = registerChartPlugin({ ...pluginOf('dots'), metadata: { vizType: 'dots', name: 'Dots' } });
    expect(plugin.metadata).toEqual({
      vizType: 'dots',
      name: 'Dots',
      description: '',
      category: 'Other',
      tags: [],
      behaviors: [],
      supportsCrossFilter: false,
    });
  });
});

describe('the plugin API on the window', () => {
  it('is installed once as window.tesseraViz and registers chart plugins', () => {
    const api = installPluginApi(window);
    expect(installPluginApi(window)).toBe(api);
    const global = (window as unknown as Record<string, TesseraVizPluginApi>)[PLUGIN_API_GLOBAL];
    expect(global).toBe(api);
    expect(global.apiVersion).toBe(PLUGIN_API_VERSION);
    expect(typeof global.buildQueryContext).toBe('function');
    expect(global.sharedControls.metric?.name).toBe('metric');
    global.registerChartPlugin(pluginOf('dots_2'));
    expect(getChartPlugin('dots_2').metadata.vizType).toBe('dots_2');
    expect(() => {
      (window as unknown as Record<string, unknown>)[PLUGIN_API_GLOBAL] = {};
    }).toThrow();
  });
});

describe('loadPluginBundle', () => {
  function lastScript(): HTMLScriptElement {
    const scripts = document.head.querySelectorAll('script');
    return scripts[scripts.length - 1] as HTMLScriptElement;
  }

  it('adds the bundle as a script and resolves once it registered its chart type', async () => {
    const loading = loadPluginBundle('https://plugins.example.com/dots.js', 'loaded_key');
    const script = lastScript();
    expect(script.src).toBe('https://plugins.example.com/dots.js');
    expect(script.dataset.chartPlugin).toBe('loaded_key');
    registerChartPlugin(pluginOf('loaded_key'));
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('fails when the bundle cannot be fetched, registers another type, or never answers', async () => {
    const missing = loadPluginBundle('https://plugins.example.com/missing.js', 'dots');
    lastScript().dispatchEvent(new Event('error'));
    await expect(missing).rejects.toMatchObject({ reason: 'fetch', key: 'dots', bundleUrl: 'https://plugins.example.com/missing.js' });

    const wrong = loadPluginBundle('https://plugins.example.com/other.js', 'dots');
    registerChartPlugin(pluginOf('dots_2'));
    lastScript().dispatchEvent(new Event('load'));
    await expect(wrong).rejects.toBeInstanceOf(PluginBundleError);
    await expect(wrong).rejects.toMatchObject({ reason: 'unregistered' });

    const hung = loadPluginBundle('https://plugins.example.com/slow.js', 'dots', { timeoutMs: 20 });
    await expect(hung).rejects.toMatchObject({ reason: 'timeout' });
  });
});
