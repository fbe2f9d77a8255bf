import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { DistBarFormData } from './dist-bar.types';
import { transformProps } from './transform-props';

const formData: DistBarFormData = {
  datasource: '7__table',
  viz_type: 'dist_bar',
  metrics: ['sum__num'],
  groupby: ['state'],
  columns: ['gender'],
};

const result: ChartDataResponseResult = {
  colnames: ['state', 'boy', 'girl'],
  coltypes: [1, 0, 0],
  rowcount: 3,
  data: [
    { state: 'TX', boy: 5, girl: null },
    { state: 'CA', boy: 10, girl: 30 },
    { state: 'NY', boy: 20, girl: 5 },
  ],
};

describe('categorical bar chart transformProps', () => {
  beforeEach(() => resetColorNamespaces());

  it('orders categories by the metric total, largest first, with one series per breakdown', () => {
    const props = transformProps({ formData, queriesData: [result], width: 400, height: 300 });
    expect(props.categories).toEqual([
      { label: 'CA', groupValues: ['CA'] },
      { label: 'NY', groupValues: ['NY'] },
      { label: 'TX', groupValues: ['TX'] },
    ]);
    expect(props.series.map((s) => [s.key, s.values, s.groupValues])).toEqual([
      ['boy', [10, 20, 5], ['boy']],
      ['girl', [30, 5, null], ['girl']],
    ]);
    expect(props.categoryColumns).toEqual(['state']);
    expect(props.seriesColumns).toEqual(['gender']);
    expect(props.stack).toBe('none');
    expect(props.emitCrossFilters).toBe(true);
  });

  it('sorts ascending, by name, stacks and formats contributions as percentages on request', () => {
    expect(
      transformProps({ formData: { ...formData, order_desc: false }, queriesData: [result], width: 1, height: 1 }).categories.map(
        (c) => c.label,
      ),
    ).toEqual(['TX', 'NY', 'CA']);
    const props = transformProps({
      formData: { ...formData, order_bars: true, bar_stacked: true, contribution: true, show_bar_value: true },
      queriesData: [result],
      width: 1,
      height: 1,
    });
    expect(props.categories.map((c) => c.label)).toEqual(['CA', 'NY', 'TX']);
    expect(props.stack).toBe('stack');
    expect(props.showValue).toBe(true);
    expect(props.valueFormatter(0.5)).toBe('50%');
  });

  it('orders by the first metric only when several metrics are drawn, joining multi-column categories', () => {
    const multi: ChartDataResponseResult = {
      colnames: ['state', 'city', 'sum__num', 'count'],
      coltypes: [1, 1, 0, 0],
      rowcount: 2,
      data: [
        { state: 'CA', city: 'LA', sum__num: 1, count: 100 },
        { state: 'NY', city: 'NYC', sum__num: 2, count: 1 },
      ],
    };
    const props = transformProps({
      formData: { ...formData, metrics: ['sum__num', 'count'], groupby: ['state', 'city'], columns: [] },
      queriesData: [multi],
      width: 1,
      height: 1,
    });
    expect(props.categories).toEqual([
      { label: 'NY, NYC', groupValues: ['NY', 'NYC'] },
      { label: 'CA, LA', groupValues: ['CA', 'LA'] },
    ]);
    expect(props.series.map((s) => s.key)).toEqual(['sum__num', 'count']);
    expect(props.emitCrossFilters).toBe(false);
  });
});
