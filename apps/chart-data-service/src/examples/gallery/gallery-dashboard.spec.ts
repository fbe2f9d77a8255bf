import { EXAMPLE_CHARTS, exampleChartContent } from '../example-charts';
import { EXAMPLE_DASHBOARDS } from '../example-dashboards';
import { chartNamesOf } from '../example-layout';

const FIRST_THIRTEEN = [
  'table',
  'big_number',
  'big_number_total',
  'pie',
  'pivot_table_v2',
  'echarts_timeseries_line',
  'echarts_timeseries_area',
  'echarts_timeseries_bar',
  'dist_bar',
  'histogram_v2',
  'box_plot',
  'heatmap_v2',
  'bubble_v2',
];

describe('chart gallery dashboard', () => {
  const gallery = EXAMPLE_DASHBOARDS.find((dashboard) => dashboard.slug === 'chart_gallery')!;
  const placed = chartNamesOf(gallery.rows).map((name) => EXAMPLE_CHARTS.find((chart) => chart.name === name));

  it('is an example dashboard titled "Chart gallery" placing only saved example charts, each once', () => {
    expect(gallery.title).toBe('Chart gallery');
    expect(placed.every((chart) => chart !== undefined)).toBe(true);
    const names = placed.map((chart) => chart!.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('shows one chart of each of the first thirteen types, and one of every type any gallery chart has', () => {
    const vizTypes = placed.map((chart) => chart!.vizType);
    expect(vizTypes.slice(0, 13).sort()).toEqual([...FIRST_THIRTEEN].sort());
    expect(new Set(vizTypes).size).toBe(vizTypes.length);
  });

  it('lays the charts out three to a row', () => {
    for (const row of gallery.rows) expect(Array.isArray(row) && row.length).toBeLessThanOrEqual(3);
  });

  it.each(placed.map((chart) => [chart!.name, chart!] as const))('%s saves a query context over its dataset', (_name, chart) => {
    const context = JSON.parse(exampleChartContent(chart, 3).queryContext);
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(context.form_data).toMatchObject({ viz_type: chart.vizType, datasource: '3__table' });
    expect(context.queries.length).toBeGreaterThan(0);
  });
});
