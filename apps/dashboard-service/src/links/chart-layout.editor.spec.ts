import type { LayoutNode } from '@tessera/contracts';
import { checkLayout } from '../validation/position-json.validator';
import { addChartToLayout, readLayout, removeChartFromLayout } from './chart-layout.editor';

const grid = (): Record<string, unknown> => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
  'ROW-1': {
    id: 'ROW-1',
    type: 'ROW',
    children: ['CHART-a', 'CHART-b'],
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  },
  'CHART-a': {
    id: 'CHART-a',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
    meta: { chartId: 1, width: 4, height: 50 },
  },
  'CHART-b': {
    id: 'CHART-b',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
    meta: { chartId: 2, width: 4, height: 50 },
  },
});

describe('chart layout editing', () => {
  it('adds a new row holding the chart at the end of the grid, and the result is a valid layout', () => {
    const layout = addChartToLayout(grid(), 7, 'Revenue') as Record<string, LayoutNode>;
    const rowId = layout.GRID_ID.children[1];
    expect(layout.GRID_ID.children[0]).toBe('ROW-1');
    expect(layout[rowId]).toMatchObject({ type: 'ROW', parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } });
    const chartNode = layout[layout[rowId].children[0]];
    expect(chartNode).toMatchObject({
      type: 'CHART',
      parents: ['ROOT_ID', 'GRID_ID', rowId],
      meta: { chartId: 7, width: 4, height: 50, sliceName: 'Revenue' },
    });
    expect(checkLayout(layout)?.chartRefs.map((ref) => ref.chartId)).toEqual([1, 2, 7]);
  });

  it('puts the row in the first tab when the top level is tabs', () => {
    const tabs = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
      'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-1', 'TAB-2'], parents: ['ROOT_ID'] },
      'TAB-1': { id: 'TAB-1', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-1'], meta: { text: 'One' } },
      'TAB-2': { id: 'TAB-2', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-1'], meta: { text: 'Two' } },
    };
    const layout = addChartToLayout(tabs, 3) as Record<string, LayoutNode>;
    const rowId = layout['TAB-1'].children[0];
    expect(layout[rowId].parents).toEqual(['ROOT_ID', 'TABS-1', 'TAB-1']);
    expect(layout['TAB-2'].children).toEqual([]);
    expect(checkLayout(layout)?.chartRefs.map((ref) => ref.chartId)).toEqual([3]);
  });

  it('changes nothing for a chart already in the layout, or a dashboard without one', () => {
    expect(addChartToLayout(grid(), 2)).toBeNull();
    expect(addChartToLayout(null, 2)).toBeNull();
    expect(readLayout(null)).toBeNull();
    expect(readLayout('not json')).toBeNull();
    expect(readLayout('{"a": 1}')).toBeNull();
    expect(readLayout(JSON.stringify(grid()))).toEqual(grid());
  });

  it('removes a chart, and the row it leaves empty', () => {
    const one = removeChartFromLayout(grid(), 1) as Record<string, LayoutNode>;
    expect(one['CHART-a']).toBeUndefined();
    expect(one['ROW-1'].children).toEqual(['CHART-b']);
    const both = removeChartFromLayout(one, 2) as Record<string, LayoutNode>;
    expect(both['ROW-1']).toBeUndefined();
    expect(both.GRID_ID.children).toEqual([]);
    expect(removeChartFromLayout(grid(), 99)).toBeNull();
  });
});
