import { VizError } from './core/viz-error';
import { getChartPlugin, hasChartPlugin, listChartPlugins } from './registry';
import { GALLERY_PLUGINS_A } from './registry.gallery-a';
import { GALLERY_PLUGINS_B } from './registry.gallery-b';
import { GALLERY_PLUGINS_C } from './registry.gallery-c';

describe('chart registry', () => {
  it('lists the chart types under their Superset viz types', () => {
    expect(
      listChartPlugins()
        .map((plugin) => plugin.metadata.vizType)
        .slice(0, 13),
    ).toEqual([
      'table',
      'big_number',
      'big_number_total',
      'pie',
      'pivot_table_v2',
      'echarts_timeseries_line',
      'echarts_area',
      'echarts_timeseries_bar',
      'dist_bar',
      'histogram_v2',
      'box_plot',
      'heatmap_v2',
      'bubble_v2',
    ]);
  });

  it('lists each viz type once, the gallery groups after the first thirteen', () => {
    const vizTypes = listChartPlugins().map((plugin) => plugin.metadata.vizType);
    expect(new Set(vizTypes).size).toBe(vizTypes.length);
    expect(vizTypes.slice(13)).toEqual(
      [...GALLERY_PLUGINS_A, ...GALLERY_PLUGINS_B, ...GALLERY_PLUGINS_C].map((plugin) => plugin.metadata.vizType),
    );
  });

  it('finds a plugin by viz type and loads its renderer lazily', async () => {
    const plugin = getChartPlugin('pie');
    expect(plugin.metadata.name).toBe('Pie Chart');
    expect(hasChartPlugin('pie')).toBe(true);
    const renderer = await plugin.loadRenderer();
    expect(typeof renderer.render).toBe('function');
  });

  it('finds the area chart under its timeseries name too', () => {
    expect(hasChartPlugin('echarts_timeseries_area')).toBe(true);
    expect(getChartPlugin('echarts_timeseries_area')).toBe(getChartPlugin('echarts_area'));
  });

  it('rejects an unknown viz type with a clear error', () => {
    expect(hasChartPlugin('no_such_chart')).toBe(false);
    expect(() => getChartPlugin('no_such_chart')).toThrow('Unknown chart type: no_such_chart');
    let caught: unknown;
    try {
      getChartPlugin('no_such_chart');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(VizError);
    expect((caught as VizError).toPayload()).toMatchObject({
      code: 'BAD_REQUEST',
      errorType: 'GENERIC_COMMAND_ERROR',
      extra: { viz_type: 'no_such_chart' },
    });
  });

  it('gives every plugin metadata, controls and pure functions', () => {
    for (const plugin of listChartPlugins()) {
      expect(plugin.metadata.name).toBeTruthy();
      expect(plugin.controlPanel.sections.length).toBeGreaterThan(0);
      expect(typeof plugin.buildQuery).toBe('function');
      expect(typeof plugin.transformProps).toBe('function');
    }
  });
});
