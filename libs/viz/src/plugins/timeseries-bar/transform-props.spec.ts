import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { TimeseriesBarFormData } from './timeseries-bar.types';
import { transformProps } from './transform-props';

const T1 = Date.UTC(2020, 0, 1);
const T2 = Date.UTC(2020, 1, 1);

const formData: TimeseriesBarFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  metrics: ['sum__num'],
  groupby: ['gender'],
  y_axis_format: ',d',
};

const result: ChartDataResponseResult = {
  colnames: ['ds', 'boy', 'girl'],
  coltypes: [2, 0, 0],
  rowcount: 2,
  data: [
    { ds: T2, boy: 20, girl: null },
    { ds: T1, boy: 1500, girl: 5 },
  ],
};

describe('time-series bar chart transformProps', () => {
  beforeEach(() => resetColorNamespaces());

  it('turns x values into time-labelled categories and pivoted columns into series', () => {
    const props = transformProps({ formData, queriesData: [result], width: 500, height: 300 });
    expect(props.categories).toEqual([
      { label: 'Jan 2020', groupValues: [T1] },
      { label: 'Feb 2020', groupValues: [T2] },
    ]);
    expect(props.series.map((s) => [s.key, s.values, s.groupValues, s.color])).toEqual([
      ['boy', [1500, 20], ['boy'], '#1FA8C9'],
      ['girl', [5, null], ['girl'], '#454E7C'],
    ]);
    expect(props.categoryColumns).toEqual(['ds']);
    expect(props.seriesColumns).toEqual(['gender']);
    expect(props.valueFormatter(1500)).toBe('1,500');
    expect(props.stack).toBe('none');
    expect(props.horizontal).toBe(false);
    expect(props.emitCrossFilters).toBe(true);
  });

  it('reads the stack style and the orientation, and shows 100 % stacks as percentages', () => {
    const props = transformProps({
      formData: { ...formData, stack: 'Expand', orientation: 'horizontal' },
      queriesData: [result],
      width: 500,
      height: 300,
    });
    expect(props.stack).toBe('expand');
    expect(props.horizontal).toBe(true);
    expect(props.valueFormatter(0.25)).toBe('25%');
  });

  it('keeps category x values as they are', () => {
    const categorical: ChartDataResponseResult = {
      colnames: ['state', 'sum__num'],
      coltypes: [1, 0],
      rowcount: 1,
      data: [{ state: 'CA', sum__num: 3 }],
    };
    const props = transformProps({
      formData: { ...formData, x_axis: 'state', groupby: [] },
      queriesData: [categorical],
      width: 500,
      height: 300,
    });
    expect(props.categories).toEqual([{ label: 'CA', groupValues: ['CA'] }]);
    expect(props.series[0].values).toEqual([3]);
    expect(props.emitCrossFilters).toBe(false);
  });
});
