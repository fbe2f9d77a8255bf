import type { LayoutNode } from '@tessera/contracts';
import { EXAMPLE_CHARTS } from './example-charts';
import { EXAMPLE_DASHBOARDS } from './example-dashboards';
import { buildExampleLayout, chartNamesOf, type PlacedChart } from './example-layout';

const placed = (names: string[]): Map<string, PlacedChart> =>
  new Map(names.map((name, index) => [name, { id: index + 1, uuid: `uuid-${index + 1}`, name }]));

describe('example dashboard layouts', () => {
  it('places header, markdown and charts in rows of the grid, four columns wide and 50 high', () => {
    const charts = placed(['A', 'B', 'C']);
    const layout = buildExampleLayout(
      'Title',
      [[{ markdown: '# Hi' }, { chart: 'A' }], { header: 'More' }, [{ chart: 'B' }, { chart: 'C' }]],
      charts,
    );
    expect(layout.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(layout.ROOT_ID).toEqual({ id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] });
    expect(layout.HEADER_ID).toMatchObject({ type: 'HEADER', meta: { text: 'Title' } });
    expect((layout.GRID_ID as LayoutNode).children).toEqual(['ROW-1', 'HEADER-2', 'ROW-3']);
    expect(layout['ROW-1']).toMatchObject({ type: 'ROW', parents: ['ROOT_ID', 'GRID_ID'], children: ['MARKDOWN-1-1', 'CHART-1'] });
    expect(layout['MARKDOWN-1-1']).toMatchObject({ type: 'MARKDOWN', meta: { width: 4, height: 50, code: '# Hi' } });
    expect(layout['HEADER-2']).toMatchObject({ type: 'HEADER', parents: ['ROOT_ID', 'GRID_ID'], meta: { text: 'More' } });
    expect(layout['CHART-3']).toEqual({
      id: 'CHART-3',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-3'],
      meta: { width: 4, height: 50, chartId: 3, sliceName: 'C', uuid: 'uuid-3' },
    });
  });

  it('refuses a layout naming a chart that was not created', () => {
    expect(() => buildExampleLayout('T', [[{ chart: 'Missing' }]], placed([]))).toThrow('The example chart "Missing" was not created');
  });

  it.each(EXAMPLE_DASHBOARDS.map((dashboard) => [dashboard.title, dashboard] as const))(
    '%s: names only example charts and fits every row in 12 columns',
    (_title, dashboard) => {
      const known = new Set(EXAMPLE_CHARTS.map((chart) => chart.name));
      const names = chartNamesOf(dashboard.rows);
      expect(names.filter((name) => !known.has(name))).toEqual([]);
      expect(new Set(names).size).toBe(names.length);
      for (const row of dashboard.rows) if (Array.isArray(row)) expect(row.length * 4).toBeLessThanOrEqual(12);
    },
  );
});
