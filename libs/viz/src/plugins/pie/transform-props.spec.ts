import { resetColorNamespaces } from '../../color/color-namespace';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { PieFormData } from './pie.types';
import { transformProps } from './transform-props';

const formData: PieFormData = {
  datasource: '2__table',
  viz_type: 'pie',
  groupby: ['gender'],
  metric: 'sum__num',
  label_type: 'key_percent',
  number_format: ',d',
};

const result: ChartDataResponseResult = {
  colnames: ['gender', 'sum__num'],
  coltypes: [1, 0],
  rowcount: 2,
  data: [
    { gender: 'boy', sum__num: 60 },
    { gender: 'girl', sum__num: 30 },
  ],
};

describe('pie transformProps', () => {
  beforeEach(() => resetColorNamespaces());

  it('turns rows into slices with shares, colours and labels', () => {
    const props = transformProps({ formData, queriesData: [result], width: 400, height: 300 });
    expect(props.slices.map((s) => [s.name, s.value, s.label])).toEqual([
      ['boy', 60, 'boy: 66.67%'],
      ['girl', 30, 'girl: 33.33%'],
    ]);
    expect(props.slices.map((s) => s.color)).toEqual(['#1FA8C9', '#454E7C']);
    expect(props.formattedTotal).toBe('90');
    expect(props.emitCrossFilters).toBe(true);
  });

  it("adds the remainder of the grand total as an 'Other' slice", () => {
    const totals: ChartDataResponseResult = { colnames: ['sum__num'], coltypes: [0], rowcount: 1, data: [{ sum__num: 100 }] };
    const props = transformProps({ formData: { ...formData, show_other: true }, queriesData: [result, totals], width: 400, height: 300 });
    expect(props.slices.map((s) => [s.name, s.value, s.formattedPercent, s.isOther])).toEqual([
      ['boy', 60, '60.00%', false],
      ['girl', 30, '30.00%', false],
      ['Other', 10, '10.00%', true],
    ]);
  });

  it('hides labels of slices below the threshold and names temporal dimensions by date', () => {
    const data: ChartDataResponseResult = {
      colnames: ['ds', 'sum__num'],
      coltypes: [2, 0],
      rowcount: 2,
      data: [
        { ds: Date.UTC(2020, 0, 1), sum__num: 99 },
        { ds: Date.UTC(2021, 0, 1), sum__num: 1 },
      ],
    };
    const props = transformProps({
      formData: { ...formData, groupby: ['ds'], date_format: '%Y', label_type: 'value' },
      queriesData: [data],
      width: 400,
      height: 300,
    });
    expect(props.slices.map((s) => [s.name, s.label, s.showLabel])).toEqual([
      ['2020', '99', true],
      ['2021', '1', false],
    ]);
  });
});
