import { POSITION_JSON } from '../testing/dashboard.fixtures';
import { chartAncestors, defaultActiveTabs, parseLayout, visibleChartIds } from './layout';
import { heightInPixels, widthShare } from './layout-size';

describe('parseLayout', () => {
  it('keeps every component of position_json and selects the first tab of each tab set', () => {
    const layout = parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]);
    expect(layout['ROW-1']).toMatchObject({ type: 'ROW', children: ['CHART-a', 'COLUMN-1'] });
    expect(layout.DASHBOARD_VERSION_KEY).toBeUndefined();
    expect(defaultActiveTabs(layout)).toEqual({ 'TABS-1': 'TAB-1' });
  });

  it('lists the charts a viewer sees in on-screen order, only from the selected tab', () => {
    const layout = parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]);
    expect(visibleChartIds(layout, { 'TABS-1': 'TAB-1' })).toEqual([1, 2, 3]);
    expect(visibleChartIds(layout, { 'TABS-1': 'TAB-2' })).toEqual([1, 2, 4, 5]);
  });

  it('adds charts the layout does not place in rows of default-sized charts, a new row when twelve columns are full', () => {
    const layout = parseLayout(null, [7, 8, 9, 10]);
    const rows = layout.GRID_ID?.children.map((id) => layout[id]);
    expect(rows?.map((row) => row?.children.length)).toEqual([3, 1]);
    const first = layout[rows?.[0]?.children[0] as string];
    expect(first?.meta).toEqual({ chartId: 7, width: 4, height: 50 });
    expect(visibleChartIds(layout, {})).toEqual([7, 8, 9, 10]);
  });

  it('survives broken JSON, unknown component types and dangling children', () => {
    expect(visibleChartIds(parseLayout('{not json', [3]), {})).toEqual([3]);
    const layout = parseLayout(
      JSON.stringify({
        ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { type: 'GRID', children: ['X', 'GONE'] },
        X: { type: 'SPARKLE', children: [] },
      }),
      [],
    );
    expect(layout.GRID_ID?.children).toEqual([]);
  });

  it('knows which components hold each chart, for filter scopes', () => {
    const ancestors = chartAncestors(parseLayout(POSITION_JSON, []));
    expect([...(ancestors.get(4) ?? [])]).toEqual(['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-2', 'ROW-4']);
  });
});

describe('layout sizes', () => {
  it('sizes by grid columns of the container and 8 px grid units, with the spec defaults', () => {
    const node = { id: 'c', type: 'CHART' as const, children: [], parents: [], meta: {} };
    expect(heightInPixels(node)).toBe(400);
    expect(widthShare(node, 12)).toBe('33.3333%');
    expect(widthShare({ ...node, meta: { width: 4 } }, 8)).toBe('50.0000%');
    expect(widthShare({ ...node, type: 'COLUMN', meta: {} }, 12)).toBe('100.0000%');
  });
});
