import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { GaugeFormData } from './gauge.types';

/** Revenue per deal size against a target, as a `gauge_chart` query answers. */
export const REVENUE_FORM_DATA: GaugeFormData = {
  datasource: '5__table',
  viz_type: 'gauge_chart',
  groupby: ['deal_size'],
  metric: 'sum__sales',
  row_limit: 10,
  min_val: 0,
  max_val: 100,
  number_format: ',d',
};

export const REVENUE_RESULT: ChartDataResponseResult = {
  colnames: ['deal_size', 'sum__sales'],
  coltypes: [1, 0],
  rowcount: 2,
  data: [
    { deal_size: 'Small', sum__sales: 25 },
    { deal_size: 'Large', sum__sales: 75 },
  ],
};
