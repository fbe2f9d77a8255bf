import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { TableFormData } from './table.types';
import { transformProps } from './transform-props';

const formData: TableFormData = {
  datasource: '4__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['ds', 'state'],
  metrics: ['sum__num'],
  percent_metrics: ['count'],
  time_grain_sqla: 'P1M',
  page_length: 20,
  show_totals: true,
  column_config: { sum__num: { d3NumberFormat: ',d' } },
  conditional_formatting: [{ column: 'sum__num', operator: '>', targetValue: 100, colorScheme: '#ff0000' }],
};

const result: ChartDataResponseResult = {
  colnames: ['ds', 'state', 'sum__num', '%count'],
  coltypes: [2, 1, 0, 0],
  rowcount: 2,
  data: [
    { ds: Date.UTC(2020, 0, 1), state: 'CA', sum__num: 1500, '%count': 0.75 },
    { ds: Date.UTC(2020, 1, 1), state: 'NY', sum__num: 50, '%count': 0.25 },
  ],
};

const totals: ChartDataResponseResult = { colnames: ['sum__num'], coltypes: [0], rowcount: 1, data: [{ sum__num: 1550 }] };

describe('table transformProps', () => {
  it('describes columns with roles, verbose labels, formats and alignment', () => {
    const props = transformProps({
      formData,
      queriesData: [result, totals],
      width: 500,
      height: 300,
      datasource: {
        columns: [{ column_name: 'state', verbose_name: 'State' }],
        metrics: [{ metric_name: 'sum__num', verbose_name: 'Births' }],
      },
    });
    expect(props.columns.map((c) => [c.key, c.label, c.isMetric, c.isDimension, c.align])).toEqual([
      ['ds', 'ds', false, true, 'left'],
      ['state', 'State', false, true, 'left'],
      ['sum__num', 'Births', true, false, 'right'],
      ['%count', '%count', true, false, 'right'],
    ]);
    const [ds, , sum, percent] = props.columns;
    expect(ds.format(Date.UTC(2020, 0, 1))).toBe('Jan 2020');
    expect(sum.format(1500)).toBe('1,500');
    expect(percent.format(0.75)).toBe('75.000%');
    expect(props.totals).toEqual({ sum__num: 1550 });
    expect(props.pageSize).toBe(20);
    expect(props.colorFormatters).toHaveLength(1);
  });

  it('uses the dataset metric format and shows every row when no page length is set', () => {
    const props = transformProps({
      formData: { ...formData, column_config: {}, page_length: null },
      queriesData: [result],
      width: 500,
      height: 300,
      datasource: { columns: [], metrics: [{ metric_name: 'sum__num', d3format: '$,.2f' }] },
    });
    expect(props.columns[2].format(1500)).toBe('$1,500.00');
    expect(props.pageSize).toBeNull();
    expect(props.totals).toBeUndefined();
  });
});
