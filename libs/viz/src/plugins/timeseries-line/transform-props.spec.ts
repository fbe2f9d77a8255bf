import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import { transformProps } from './transform-props';

const T1 = Date.UTC(2020, 0, 1);
const T2 = Date.UTC(2020, 0, 2);
const T3 = Date.UTC(2020, 0, 3);

const formData: TimeseriesFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metrics: ['sum__num'],
  groupby: ['gender'],
  color_scheme: 'supersetColors',
  y_axis_format: ',d',
};

const result: ChartDataResponseResult = {
  colnames: ['ds', 'boy', 'girl'],
  coltypes: [2, 0, 0],
  rowcount: 3,
  data: [
    { ds: T3, boy: 30, girl: null },
    { ds: T1, boy: 1000, girl: 5 },
    { ds: T2, boy: 20, girl: 15 },
  ],
};

describe('line chart transformProps', () => {
  beforeEach(() => resetColorNamespaces());

  it('maps each pivoted column to a series sorted by time', () => {
    const props = transformProps({ formData, queriesData: [result], width: 600, height: 400 });
    expect(props.xAxisType).toBe('time');
    expect(props.xValues).toEqual([T1, T2, T3]);
    expect(props.series.map((s) => s.key)).toEqual(['boy', 'girl']);
    expect(props.series[0].points).toEqual([
      { x: T1, y: 1000 },
      { x: T2, y: 20 },
      { x: T3, y: 30 },
    ]);
    expect(props.series[1].points[2]).toEqual({ x: T3, y: null });
    expect(props.series.map((s) => s.color)).toEqual(['#1FA8C9', '#454E7C']);
    expect(props.series.map((s) => s.groupValues)).toEqual([['boy'], ['girl']]);
    expect(props.groupby).toEqual(['gender']);
    expect(props.area).toBe(false);
    expect(props.stack).toBe('none');
    expect(props.emitCrossFilters).toBe(true);
  });

  it('formats y values with the chosen format and tooltips with the time grain', () => {
    const props = transformProps({ formData, queriesData: [result], width: 600, height: 400 });
    expect(props.yFormatter(1234.5)).toBe('1,235');
    expect(props.tooltipTimeFormatter(T2)).toBe('2020-01-02');
    expect(props.xFormatter(T2)).toBe('Thu 02');
  });

  it('gives a time-shifted series the colour of its original when time_shift_color is on', () => {
    const shifted: ChartDataResponseResult = {
      colnames: ['ds', 'boy', 'boy, 1 year ago'],
      coltypes: [2, 0, 0],
      rowcount: 1,
      data: [{ ds: T1, boy: 1, 'boy, 1 year ago': 2 }],
    };
    const props = transformProps({
      formData: { ...formData, time_compare: ['1 year ago'] },
      queriesData: [shifted],
      width: 600,
      height: 400,
    });
    expect(props.series[1].isTimeShift).toBe(true);
    expect(props.series[1].color).toBe(props.series[0].color);
    expect(props.series[1].groupValues).toEqual(['boy']);
  });

  it('reuses label colours of the dashboard namespace and honours label_colors', () => {
    const first = transformProps({ formData: { ...formData, color_namespace: 'dash-1' }, queriesData: [result], width: 600, height: 400 });
    const reversed: ChartDataResponseResult = { ...result, colnames: ['ds', 'girl', 'boy'] };
    const second = transformProps({
      formData: { ...formData, color_namespace: 'dash-1' },
      queriesData: [reversed],
      width: 600,
      height: 400,
    });
    expect(second.series.find((s) => s.key === 'boy')?.color).toBe(first.series[0].color);
    const forced = transformProps({
      formData: { ...formData, label_colors: { girl: '#000000' } },
      queriesData: [result],
      width: 600,
      height: 400,
    });
    expect(forced.series[1].color).toBe('#000000');
  });

  it('uses a percent format for contribution and reads label_map for dimension values', () => {
    const mapped: ChartDataResponseResult = {
      colnames: ['ds', 'sum__num, boy, CA'],
      coltypes: [2, 0],
      rowcount: 1,
      data: [{ ds: T1, 'sum__num, boy, CA': 0.25 }],
      label_map: { 'sum__num, boy, CA': ['sum__num', 'boy', 'CA'] },
    };
    const props = transformProps({
      formData: { ...formData, groupby: ['gender', 'state'], contributionMode: 'row', y_axis_format: 'SMART_NUMBER' },
      queriesData: [mapped],
      width: 600,
      height: 400,
    });
    expect(props.yFormatter(0.25)).toBe('25%');
    expect(props.series[0].groupValues).toEqual(['boy', 'CA']);
  });

  it('returns no series for an empty result', () => {
    const props = transformProps({ formData, queriesData: [], width: 600, height: 400 });
    expect(props.series).toEqual([]);
    expect(props.xValues).toEqual([]);
  });
});
