import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { HistogramFormData } from './histogram.types';
import { transformProps } from './transform-props';

const formData: HistogramFormData = {
  datasource: '5__table',
  viz_type: 'histogram_v2',
  column: 'num',
  groupby: ['gender'],
  x_axis_format: ',.1f',
};

const result: ChartDataResponseResult = {
  colnames: ['gender', '0.0 - 2.5', '2.5 - 5.0'],
  coltypes: [1, 0, 0],
  rowcount: 2,
  data: [
    { gender: 'boy', '0.0 - 2.5': 3, '2.5 - 5.0': 1 },
    { gender: 'girl', '0.0 - 2.5': 2, '2.5 - 5.0': 4 },
  ],
};

describe('histogram transformProps', () => {
  beforeEach(() => resetColorNamespaces());

  it('puts the bins on the axis and one series per group', () => {
    const props = transformProps({ formData, queriesData: [result], width: 400, height: 300 });
    expect(props.categories).toEqual([
      { label: '0.0 - 2.5', groupValues: [] },
      { label: '2.5 - 5.0', groupValues: [] },
    ]);
    expect(props.series.map((s) => [s.key, s.values, s.groupValues])).toEqual([
      ['boy', [3, 1], ['boy']],
      ['girl', [2, 4], ['girl']],
    ]);
    expect(props.seriesColumns).toEqual(['gender']);
    expect(props.categoryColumns).toEqual([]);
    expect(props.emitCrossFilters).toBe(true);
  });

  it('names the single series after the column and shows normalised counts as percentages', () => {
    const single: ChartDataResponseResult = {
      colnames: ['0.0 - 2.5', '2.5 - 5.0'],
      coltypes: [0, 0],
      rowcount: 1,
      data: [{ '0.0 - 2.5': 0.25, '2.5 - 5.0': 0.75 }],
    };
    const props = transformProps({
      formData: { ...formData, groupby: [], normalize: true },
      queriesData: [single],
      width: 400,
      height: 300,
    });
    expect(props.series.map((s) => [s.label, s.values])).toEqual([['num', [0.25, 0.75]]]);
    expect(props.valueFormatter(0.25)).toBe('25.0%');
    expect(props.emitCrossFilters).toBe(false);
  });
});
