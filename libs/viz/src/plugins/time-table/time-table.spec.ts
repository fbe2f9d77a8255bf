import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import { buildQuery } from './build-query';
import { timeTableChartPlugin } from './index';
import { renderer } from './renderer';
import { boundColor } from './time-table-cells';
import type { TimeTableColumnConfig, TimeTableFormData } from './time-table.types';
import { transformProps } from './transform-props';

const Y2019 = Date.UTC(2019, 0, 1);
const Y2020 = Date.UTC(2020, 0, 1);
const Y2021 = Date.UTC(2021, 0, 1);

const columns: TimeTableColumnConfig[] = [
  { key: 'spark', colType: 'spark', label: 'Trend', width: 120, height: 30 },
  { key: 'diff', colType: 'time', comparisonType: 'diff', timeLag: 1, label: 'Change', d3format: ',d', bounds: [0, null] },
  { key: 'pct', colType: 'time', comparisonType: 'perc_change', timeLag: 2 },
  { key: 'contrib', colType: 'contrib' },
  { key: 'avg', colType: 'avg', timeLag: 2, d3format: '.1f' },
  { key: 'lag', colType: 'time', timeLag: 5 },
];

const formData: TimeTableFormData = {
  datasource: '3__table',
  viz_type: 'time_table',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['sum__num'],
  groupby: ['gender'],
  limit: 10,
  timeseries_limit_metric: 'sum__num',
  order_desc: true,
  column_collection: columns,
};

const result: ChartDataResponseResult = {
  colnames: ['__timestamp', 'gender', 'sum__num'],
  coltypes: [2, 1, 0],
  rowcount: 6,
  data: [
    { __timestamp: Y2019, gender: 'boy', sum__num: 100 },
    { __timestamp: Y2020, gender: 'boy', sum__num: 120 },
    { __timestamp: Y2021, gender: 'boy', sum__num: 150 },
    { __timestamp: Y2019, gender: 'girl', sum__num: 80 },
    { __timestamp: Y2020, gender: 'girl', sum__num: 90 },
    { __timestamp: Y2021, gender: 'girl', sum__num: 50 },
  ],
};

const propsFor = (extra: Partial<TimeTableFormData> = {}) =>
  transformProps({ formData: { ...formData, ...extra }, queriesData: [result], width: 700, height: 200 });

describe('time-series table', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('asks for a legacy time series ordered by the metric, the series limited by the sort metric when grouped', () => {
    const [query] = buildQuery(formData).queries;
    expect(query).toMatchObject({
      is_timeseries: true,
      granularity: 'ds',
      metrics: ['sum__num'],
      columns: ['gender'],
      orderby: [['sum__num', false]],
      series_limit: 10,
      series_columns: ['gender'],
      series_limit_metric: 'sum__num',
    });
    const [ungrouped] = buildQuery({ ...formData, groupby: [], metrics: ['sum__num', 'count'], order_desc: false }).queries;
    expect(ungrouped.metrics).toEqual(['sum__num', 'count']);
    expect(ungrouped.orderby).toEqual([['sum__num', true]]);
    expect(ungrouped.series_limit).toBeUndefined();
  });

  it('computes each column from the newest period: lagged difference and change, share of the total, average', () => {
    const props = propsFor();
    expect(props.rows.map((row) => row.label)).toEqual(['boy', 'girl']);
    expect(props.columns.map((column) => column.label)).toEqual([
      'Trend',
      'Change',
      'perc_change 2 periods ago',
      'Contribution',
      'Average',
      'value 5 periods ago',
    ]);
    const [boy, girl] = props.rows.map((row) => row.cells);
    expect(boy[0]).toMatchObject({
      kind: 'spark',
      width: 120,
      height: 30,
      points: [
        { time: Y2019, value: 100 },
        { time: Y2020, value: 120 },
        { time: Y2021, value: 150 },
      ],
    });
    expect(boy.slice(1).map((cell) => cell.kind === 'value' && cell.text)).toEqual(['30', '50.0%', '75.0%', '135.0', '']);
    expect(girl.slice(1, 5).map((cell) => cell.kind === 'value' && cell.text)).toEqual(['-40', '-37.5%', '25.0%', '70.0']);
    expect(boy[5]).toMatchObject({ kind: 'value', value: null, error: expect.stringContaining('time lag set at 5 is too large') });
    // Only a low bound: at or above it blue, below it red.
    expect(boy[1]).toMatchObject({ color: '#67a9cf' });
    expect(girl[1]).toMatchObject({ color: '#ef8a62' });
  });

  it('reads one row per metric without grouping and ratios in sparklines', () => {
    const ungrouped: ChartDataResponseResult = {
      colnames: ['__timestamp', 'sum__num'],
      coltypes: [2, 0],
      rowcount: 3,
      data: [Y2019, Y2020, Y2021].map((t, i) => ({ __timestamp: t, sum__num: [100, 200, 300][i] })),
    };
    const props = transformProps({
      formData: { ...formData, groupby: [], column_collection: [{ colType: 'spark', timeRatio: 1 }] },
      queriesData: [ungrouped],
      width: 400,
      height: 100,
    });
    expect(props.rows.map((row) => row.label)).toEqual(['sum__num']);
    expect(props.rows[0].cells[0]).toMatchObject({
      points: [
        { time: Y2020, value: 2 },
        { time: Y2021, value: 1.5 },
      ],
    });
  });

  it('grades colours between two bounds', () => {
    expect(boundColor(0, [0, 10])).toBe('rgb(239, 138, 98)');
    expect(boundColor(5, [0, 10])).toBe('rgb(153, 153, 153)');
    expect(boundColor(20, [0, 10])).toBe('rgb(103, 169, 207)');
    expect(boundColor(5, [null, null])).toBeNull();
  });

  it('draws a row per series with its sparkline and coloured values, a tooltip per period and drilling by row', async () => {
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor(), { onContextMenu });
    expect([...element.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      '',
      'Trend',
      'Change',
      'perc_change 2 periods ago',
      'Contribution',
      'Average',
      'value 5 periods ago',
    ]);
    expect([...element.querySelectorAll('.tessera-time-table-label')].map((td) => td.textContent)).toEqual(['boy', 'girl']);
    expect(element.querySelectorAll('path.tessera-sparkline-line')).toHaveLength(2);
    const values = [...element.querySelectorAll<HTMLElement>('.tessera-time-table-value')];
    expect(values[0].textContent).toBe('30');
    expect(values[0].style.color).toBe('rgb(103, 169, 207)');
    expect(values[4].textContent).toBe('N/A');
    element
      .querySelector('.tessera-sparkline .tessera-hover-area')
      ?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 200 }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('2021');
    expect(element.querySelector('.tessera-tooltip-row')?.textContent).toBe('boy: 150');
    element
      .querySelectorAll('.tessera-time-table-label')[1]
      .dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 3, clientY: 4 }));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 3, y: 4, filters: [{ col: 'gender', op: '==', val: 'girl' }] });
    await expect(timeTableChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });

  it('shows the empty state without rows', () => {
    renderer.render(element, transformProps({ formData, queriesData: [], width: 400, height: 100 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
  });
});
