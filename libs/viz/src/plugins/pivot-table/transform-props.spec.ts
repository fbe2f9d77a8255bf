import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { PivotTableFormData } from './pivot-table.types';
import { transformProps } from './transform-props';

const formData: PivotTableFormData = {
  datasource: '9__table',
  viz_type: 'pivot_table_v2',
  groupbyRows: ['state'],
  groupbyColumns: ['ds'],
  metrics: ['num'],
  aggregateFunction: 'Sum',
  colTotals: true,
  valueFormat: ',d',
  date_format: '%Y',
  conditional_formatting: [{ column: 'num', operator: '>', targetValue: 2, colorScheme: '#00ff00' }],
};

const result: ChartDataResponseResult = {
  colnames: ['state', 'ds', 'num'],
  coltypes: [1, 2, 0],
  rowcount: 3,
  data: [
    { state: 'CA', ds: Date.UTC(2020, 0, 1), num: 1000 },
    { state: 'CA', ds: Date.UTC(2021, 0, 1), num: 2 },
    { state: 'NY', ds: Date.UTC(2020, 0, 1), num: 3 },
  ],
};

describe('pivot table transformProps', () => {
  it('formats date headers, values and totals, and colours matching data cells', () => {
    const props = transformProps({ formData, queriesData: [result], width: 400, height: 300 });
    expect(props.rowAttrLabels).toEqual(['state']);
    expect(props.colAttrLabels).toEqual(['Metric', 'ds']);
    expect(props.colEntries.map((entry) => entry.key)).toEqual([
      ['num', '2020'],
      ['num', '2021'],
    ]);
    expect(props.rowEntries.map((entry) => entry.key)).toEqual([['CA'], ['NY'], [null]]);
    expect(props.cells.map((row) => row.map((cell) => cell.text))).toEqual([
      ['1,000', '2'],
      ['3', ''],
      ['1,003', '2'],
    ]);
    expect(props.cells[0][0].background).toBe('rgb(0, 255, 0)');
    expect(props.cells[0][1].background).toBeUndefined();
    expect(props.cells[2][0].background).toBeUndefined();
    expect(props.colValues[0]).toEqual([null, Date.UTC(2020, 0, 1)]);
    expect(props.totalLabel).toBe('Total (Sum)');
  });

  it('swaps the axes when transposed and formats fractions as percentages', () => {
    const props = transformProps({
      formData: { ...formData, transposePivot: true, aggregateFunction: 'Sum as Fraction of Columns', colTotals: false },
      queriesData: [result],
      width: 400,
      height: 300,
    });
    expect(props.rowAttrs).toEqual(['ds']);
    expect(props.colEntries.map((entry) => entry.key)).toEqual([
      ['num', 'CA'],
      ['num', 'NY'],
    ]);
    expect(props.cells[0].map((cell) => cell.text)).toEqual(['99.8%', '100.0%']);
  });
});
