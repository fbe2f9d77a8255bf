import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import { mouse, T1, T2, T3 } from '../timeseries-common/timeseries.fixtures';
import { buildQuery } from './build-query';
import { mixedTimeseriesChartPlugin } from './index';
import type { MixedTimeseriesFormData } from './mixed-timeseries.types';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const formData: MixedTimeseriesFormData = {
  datasource: '3__table',
  viz_type: 'mixed_timeseries',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metrics: ['sum__num'],
  groupby: ['gender'],
  metrics_b: ['count'],
  groupby_b: [],
  adhoc_filters_b: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: '==', comparator: 'CA' }],
  row_limit_b: 50,
  seriesType: 'bar',
  stack: true,
  seriesTypeB: 'line',
  yAxisIndexB: 1,
  markerEnabledB: true,
  y_axis_format: ',d',
  y_axis_format_secondary: '.1f',
};

const resultA: ChartDataResponseResult = {
  colnames: ['ds', 'boy', 'girl'],
  coltypes: [2, 0, 0],
  rowcount: 2,
  data: [
    { ds: T1, boy: 10, girl: 5 },
    { ds: T2, boy: 20, girl: 15 },
  ],
};
const resultB: ChartDataResponseResult = {
  colnames: ['ds', 'count'],
  coltypes: [2, 0],
  rowcount: 2,
  data: [
    { ds: T2, count: 0.5 },
    { ds: T3, count: 2 },
  ],
};

function propsFor(extra: Partial<MixedTimeseriesFormData> = {}) {
  return transformProps({ formData: { ...formData, ...extra }, queriesData: [resultA, resultB], width: 600, height: 300 });
}

describe('mixed timeseries chart', () => {
  let element: HTMLDivElement;

  beforeEach(() => {
    resetColorNamespaces();
    element = document.createElement('div');
    document.body.appendChild(element);
  });

  afterEach(() => element.remove());

  it('asks for two time-series queries over the shared x-axis, B reading its own `_b` fields', () => {
    const context = buildQuery(formData);
    expect(context.queries).toHaveLength(2);
    const [a, b] = context.queries;
    expect(a.metrics).toEqual(['sum__num']);
    expect(a.columns).toEqual([expect.objectContaining({ columnType: 'BASE_AXIS', sqlExpression: 'ds', timeGrain: 'P1D' }), 'gender']);
    expect(a.filters).toEqual([]);
    expect(b.metrics).toEqual(['count']);
    expect(b.columns).toEqual([expect.objectContaining({ columnType: 'BASE_AXIS', sqlExpression: 'ds' })]);
    expect(b.filters).toEqual([{ col: 'state', op: '==', val: 'CA' }]);
    expect(b.row_limit).toBe(50);
    expect(b.post_processing?.map((step) => step.operation)).toEqual(['pivot', 'flatten']);
    expect(context.form_data).toBe(formData);
  });

  it("tags each query's series with its look and axis and lines them up on both queries' x values", () => {
    const props = propsFor();
    expect(props.xValues).toEqual([T1, T2, T3]);
    expect(props.series.map((s) => [s.key, s.kind, s.stack, s.axis, s.markerEnabled])).toEqual([
      ['A:boy', 'bar', 'stack', 0, false],
      ['A:girl', 'bar', 'stack', 0, false],
      ['B:count', 'line', 'none', 1, true],
    ]);
    expect(props.series[2].points.map((p) => p.y)).toEqual([null, 0.5, 2]);
    // One scale over both queries: B's first series does not repeat A's first colour.
    expect(new Set(props.series.map((s) => s.color)).size).toBe(3);
    expect(props.series[0].points.map((p) => p.y)).toEqual([10, 20, null]);
    expect(props.groupby).toEqual({ A: ['gender'], B: [] });
    expect(props.yFormatters[0](1234)).toBe('1,234');
    expect(props.yFormatters[1](2)).toBe('2.0');
    expect(propsFor({ show_query_identifiers: true }).series.map((s) => s.label)).toEqual([
      'boy (Query A)',
      'girl (Query A)',
      'count (Query B)',
    ]);
  });

  it('draws stacked bars on the left axis and the line with markers on the right axis', () => {
    renderer.render(element, propsFor({ yAxisTitleSecondary: 'Births' }), {});
    const bars = [...element.querySelectorAll('rect.tessera-bar')];
    expect(bars).toHaveLength(4);
    // Stacked: girl's bar at T2 sits right on top of boy's.
    const [boyT2, girlT2] = [bars[1], bars[3]];
    expect(Number(girlT2.getAttribute('y')) + Number(girlT2.getAttribute('height'))).toBeCloseTo(Number(boyT2.getAttribute('y')), 5);
    expect(boyT2.getAttribute('x')).toBe(girlT2.getAttribute('x'));
    expect(element.querySelectorAll('path.tessera-line')).toHaveLength(1);
    expect(element.querySelectorAll('circle.tessera-marker')).toHaveLength(2);
    expect([...element.querySelectorAll('.tessera-y-tick-secondary')].map((n) => n.textContent)).toContain('2.0');
    expect([...element.querySelectorAll('.tessera-y-tick')].map((n) => n.textContent)).toContain('35');
    expect(element.querySelector('.tessera-y-title-secondary')?.textContent).toBe('Births');
  });

  it('cross-filters on the series of query A, lists both queries in the tooltip and drills on x and series', async () => {
    const onCrossFilter = jest.fn();
    const onContextMenu = jest.fn();
    renderer.render(element, propsFor(), { onCrossFilter, onContextMenu });
    const girl = element.querySelectorAll('rect.tessera-bar')[3];
    girl.dispatchEvent(mouse('click', 300));
    expect(onCrossFilter).toHaveBeenCalledWith(expect.objectContaining({ column: 'gender', values: ['girl'] }));
    girl.dispatchEvent(mouse('contextmenu', 300));
    expect(onContextMenu.mock.calls[0][0].filters).toEqual([
      { col: 'ds', op: '==', val: T2 },
      { col: 'gender', op: '==', val: 'girl' },
    ]);
    element.querySelector('g.tessera-plot')?.dispatchEvent(mouse('mousemove', 300));
    const rows = [...element.querySelectorAll('.tessera-tooltip-row')].map((row) => row.textContent);
    expect(rows).toEqual(['boy: 20', 'girl: 15', 'count: 0.5']);
    await expect(mixedTimeseriesChartPlugin.loadRenderer()).resolves.toBe(renderer);
  });

  it('shows the empty state when neither query returned rows', () => {
    renderer.render(element, transformProps({ formData, queriesData: [], width: 600, height: 300 }), {});
    expect(element.querySelector('.tessera-empty-title')?.textContent).toBe('No results');
  });
});
