import { findControl, resolveControl, validateFormData } from '../../core/controls/control-state';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { BigNumberFormData } from './big-number.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { bigNumberPlugin } from './index';
import { renderer } from './renderer';
import { transformProps } from './transform-props';

const T1 = Date.UTC(2022, 0, 3);
const T2 = Date.UTC(2022, 0, 10);
const T3 = Date.UTC(2022, 0, 17);

const formData: BigNumberFormData = {
  datasource: '1__table',
  viz_type: 'big_number',
  x_axis: 'ds',
  time_grain_sqla: 'P1W',
  metric: 'count',
  compare_lag: 1,
  compare_suffix: 'WoW',
  y_axis_format: 'SMART_NUMBER',
};

const result: ChartDataResponseResult = {
  colnames: ['ds', 'count'],
  coltypes: [2, 0],
  rowcount: 3,
  data: [
    { ds: T1, count: 100 },
    { ds: T3, count: 120 },
    { ds: T2, count: 80 },
  ],
};

describe('big number with trendline', () => {
  it('queries the metric over the x-axis, pivoted, with the rolling window', () => {
    const [query] = buildQuery({ ...formData, rolling_type: 'sum', rolling_periods: 4, min_periods: 1 }).queries;
    expect(query.columns).toEqual([
      { timeGrain: 'P1W', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', isColumnReference: true },
    ]);
    expect(query.metrics).toEqual(['count']);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: [], aggregates: { count: { operator: 'mean' } }, drop_missing_columns: false },
      },
      { operation: 'rolling', options: { rolling_type: 'sum', window: 4, min_periods: 1, columns: { count: 'count' } } },
      { operation: 'flatten' },
    ]);
  });

  it('shows the latest value and its change against the lagged period', () => {
    const props = transformProps({ formData, queriesData: [result], width: 300, height: 200 });
    expect(props.bigNumber).toBe(120);
    expect(props.formattedBigNumber).toBe('120');
    expect(props.timestamp).toBe(T3);
    expect(props.formattedTimestamp).toBe('2022-01-17');
    expect(props.percentChange).toBe(0.5);
    expect(props.subheader).toBe('+50.0% WoW');
    expect(props.trendLine?.map((p) => p.x)).toEqual([T1, T2, T3]);
    expect(props.mainColor).toBe('rgb(0, 122, 135)');
  });

  it('falls back to the latest non-empty value and skips the change when a side is empty', () => {
    const gap: ChartDataResponseResult = { ...result, data: [...result.data.slice(0, 2), { ds: T2, count: null }] };
    const props = transformProps({ formData: { ...formData, show_trend_line: false }, queriesData: [gap], width: 300, height: 200 });
    expect(props.bigNumber).toBe(120);
    expect(props.trendLine).toBeUndefined();
    const empty = transformProps({
      formData,
      queriesData: [
        {
          ...result,
          data: [
            { ds: T3, count: null },
            { ds: T2, count: 10 },
          ],
        },
      ],
      width: 300,
      height: 200,
    });
    expect(empty.bigNumber).toBe(10);
    expect(empty.subheader).toBe('');
  });

  it('draws the headline, the coloured change and the trend line path at computed positions', () => {
    const element = document.createElement('div');
    renderer.render(element, transformProps({ formData, queriesData: [result], width: 300, height: 200 }), {});
    expect(element.querySelector('.tessera-big-number-header-line')?.textContent).toBe('120');
    const subheader = element.querySelector<HTMLElement>('.tessera-big-number-subheader');
    expect(subheader?.textContent).toBe('+50.0% WoW');
    expect(subheader?.style.color).toBe('rgb(90, 193, 137)');
    // 64px headline and 24px subheader lines take 102px; the sparkline gets the other 94px less 4px.
    expect(element.querySelector('svg.tessera-sparkline')?.getAttribute('height')).toBe('94');
    expect(element.querySelectorAll('svg path')).toHaveLength(2);
    expect(element.querySelector('.tessera-sparkline-line')?.getAttribute('d')).toBe('M0,18.333L150,32.667L300,4');
  });

  it('shows the hovered period in a tooltip and drills to it from the context menu', () => {
    const element = document.createElement('div');
    const onContextMenu = jest.fn();
    renderer.render(element, transformProps({ formData, queriesData: [result], width: 300, height: 200 }), { onContextMenu });
    const svg = element.querySelector('svg.tessera-sparkline') as SVGSVGElement;
    svg.dispatchEvent(new MouseEvent('mousemove', { clientX: 140, clientY: 20, bubbles: true }));
    expect(element.querySelector('.tessera-tooltip-title')?.textContent).toBe('2022-01-10');
    expect(element.querySelector('.tessera-tooltip-row')?.textContent).toBe('count: 80');
    svg.dispatchEvent(new MouseEvent('contextmenu', { clientX: 290, clientY: 20, bubbles: true, cancelable: true }));
    expect(onContextMenu).toHaveBeenCalledWith({ x: 290, y: 20, filters: [{ col: 'ds', op: '==', val: T3 }] });
  });

  it('requires a metric, validates the lag as an integer and shows the suffix only with a lag', () => {
    expect(validateFormData(controlPanel, { x_axis: 'ds' })).toEqual({ metric: ['This is a required field'] });
    const lag = findControl(controlPanel, 'compare_lag');
    expect(lag && resolveControl(lag, { compare_lag: '1.5' }).errors).toEqual(['is expected to be an integer']);
    const suffix = findControl(controlPanel, 'compare_suffix');
    expect(suffix && resolveControl(suffix, {}).visible).toBe(false);
    expect(suffix && resolveControl(suffix, { compare_lag: 7 }).visible).toBe(true);
    expect(bigNumberPlugin.metadata.vizType).toBe('big_number');
  });
});
