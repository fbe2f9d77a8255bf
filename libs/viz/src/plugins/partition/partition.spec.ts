import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import { buildQuery } from './build-query';
import { partitionChartPlugin } from './index';
import { layoutPartition } from './partition-layout';
import type { PartitionFormData } from './partition.types';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const formData: PartitionFormData = {
  datasource: '3__table',
  viz_type: 'partition',
  granularity_sqla: 'order_date',
  metrics: ['sum__sales'],
  groupby: ['region', 'deal_size'],
  color_scheme: 'supersetColors',
  number_format: ',d',
};

const result: ChartDataResponseResult = {
  colnames: ['region', 'deal_size', 'sum__sales'],
  coltypes: [1, 1, 0],
  rowcount: 4,
  data: [
    { region: 'EMEA', deal_size: 'Small', sum__sales: 20 },
    { region: 'EMEA', deal_size: 'Large', sum__sales: 60 },
    { region: 'APAC', deal_size: 'Small', sum__sales: 15 },
    { region: 'APAC', deal_size: 'Large', sum__sales: 5 },
  ],
};

const T1 = Date.UTC(2004, 0, 1);
const T2 = Date.UTC(2005, 0, 1);
const timed: ChartDataResponseResult = {
  colnames: ['__timestamp', 'region', 'sum__sales'],
  coltypes: [2, 1, 0],
  rowcount: 4,
  data: [
    { __timestamp: T1, region: 'EMEA', sum__sales: 10 },
    { __timestamp: T2, region: 'EMEA', sum__sales: 30 },
    { __timestamp: T1, region: 'APAC', sum__sales: 20 },
    { __timestamp: T2, region: 'APAC', sum__sales: 10 },
  ],
};

const propsFor = (extra: Partial<PartitionFormData> = {}, data = result) =>
  transformProps({ formData: { ...formData, ...extra }, queriesData: [data], width: 400, height: 200 });

describe('partition chart', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('groups by the hierarchy, per period only when the time option reads periods, with the sort metric', () => {
    const [query] = buildQuery({ ...formData, timeseries_limit_metric: 'count', order_desc: true }).queries;
    expect(query).toMatchObject({
      columns: ['region', 'deal_size'],
      metrics: ['sum__sales', 'count'],
      is_timeseries: false,
      orderby: [['count', false]],
    });
    expect(buildQuery({ ...formData, time_series_option: 'agg_mean' }).queries[0]).toMatchObject({
      is_timeseries: true,
      granularity: 'order_date',
    });
  });

  it('nests the metric along the columns, largest first, each branch in its own colour', () => {
    const [tree] = propsFor().trees;
    expect([tree.name, tree.value]).toEqual(['sum__sales', 100]);
    expect(tree.children.map((node) => [node.name, node.value])).toEqual([
      ['EMEA', 80],
      ['APAC', 20],
    ]);
    expect(tree.children[0].children.map((node) => [node.name, node.value, node.groupValues])).toEqual([
      ['Large', 60, ['EMEA', 'Large']],
      ['Small', 20, ['EMEA', 'Small']],
    ]);
    expect(tree.children[0].children[1].color).toBe(tree.children[0].color);
    expect(tree.children[0].color).not.toBe(tree.children[1].color);
  });

  it('prunes by limit and threshold and compares the last period with the first', () => {
    const [limited] = propsFor({ partition_limit: 1 }).trees;
    expect(limited.children.map((node) => node.name)).toEqual(['EMEA']);
    expect(limited.children[0].children.map((node) => node.name)).toEqual(['Large']);
    // 26 %: APAC (20 % of the total) and EMEA's small deals (25 % of EMEA) go.
    const [thresholded] = propsFor({ partition_threshold: 26 }).trees;
    expect(thresholded.children.map((node) => [node.name, node.children.map((child) => child.name)])).toEqual([['EMEA', ['Large']]]);
    const [change] = propsFor({ groupby: ['region'], time_series_option: 'point_percent' }, timed).trees;
    expect(change.children.map((node) => [node.name, node.value])).toEqual([
      ['EMEA', 2],
      ['APAC', -0.5],
    ]);
    const [mean] = propsFor({ groupby: ['region'], time_series_option: 'agg_mean' }, timed).trees;
    expect(mean.children.map((node) => node.value)).toEqual([20, 15]);
    const series = propsFor({ groupby: ['region'], time_series_option: 'time_series', time_grain_sqla: 'P1Y' }, timed);
    expect(series.columns).toEqual(['__timestamp', 'region']);
    expect(series.trees[0].children.map((node) => node.name)).toEqual(['2005', '2004']);
  });

  it('lays levels out as columns, heights shared by value', () => {
    const [tree] = propsFor().trees;
    const rects = layoutPartition(tree, 300, 100, { logScale: false, equalDateSize: true });
    expect(rects.map((rect) => [rect.node.name, rect.x, Math.round(rect.y), Math.round(rect.height)])).toEqual([
      ['sum__sales', 0, 0, 100],
      ['EMEA', 100, 0, 80],
      ['Large', 200, 0, 60],
      ['Small', 200, 60, 20],
      ['APAC', 100, 80, 20],
      ['Small', 200, 80, 15],
      ['Large', 200, 95, 5],
    ]);
  });

  it('draws the nodes, zooms into a clicked node and out again, names its path in the tooltip and drills', async () => {
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor(), { onContextMenu });
    const labels = () => [...element.querySelectorAll('.tessera-partition-label')].map((node) => node.textContent);
    expect(element.querySelectorAll('.tessera-partition-node')).toHaveLength(7);
    expect(labels()).toEqual(['sum__sales', 'EMEA', 'Large', 'Small', 'APAC', 'Small']);
    const emeaSmall = element.querySelectorAll('.tessera-partition-node')[3];
    emeaSmall.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect([...element.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent)).toEqual([
      'sum__sales: 100 (100.0%)',
      'EMEA: 80 (80.0%)',
      'Small: 20 (20.0%)',
    ]);
    emeaSmall.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 1, clientY: 2 }));
    expect(onContextMenu.mock.calls[0][0].filters).toEqual([
      { col: 'region', op: '==', val: 'EMEA' },
      { col: 'deal_size', op: '==', val: 'Small' },
    ]);
    element.querySelectorAll('.tessera-partition-node')[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(labels()).toEqual(['EMEA', 'Large', 'Small']);
    element.querySelectorAll('.tessera-partition-node')[0].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(element.querySelectorAll('.tessera-partition-node')).toHaveLength(7);
    await expect(partitionChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });

  it('shows the empty state without rows', () => {
    renderer.render(element, transformProps({ formData, queriesData: [], width: 400, height: 200 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
  });
});
