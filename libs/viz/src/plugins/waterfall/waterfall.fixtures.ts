import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { WaterfallFormData } from './waterfall.types';

/** Profit per quarter and deal size, as a `waterfall` query answers (ordered by quarter, then deal size). */
export const Q1 = Date.UTC(2024, 0, 1);
export const Q2 = Date.UTC(2024, 3, 1);

export const PROFIT_FORM_DATA: WaterfallFormData = {
  datasource: '6__table',
  viz_type: 'waterfall',
  x_axis: 'quarter',
  time_grain_sqla: 'P3M',
  metric: 'profit',
  y_axis_format: ',d',
  x_axis_time_format: '%Y-%m',
};

export const PROFIT_RESULT: ChartDataResponseResult = {
  colnames: ['quarter', 'deal_size', 'profit'],
  coltypes: [2, 1, 0],
  rowcount: 4,
  data: [
    { quarter: Q1, deal_size: 'Large', profit: 100 },
    { quarter: Q1, deal_size: 'Small', profit: -30 },
    { quarter: Q2, deal_size: 'Large', profit: -50 },
    { quarter: Q2, deal_size: 'Small', profit: 20 },
  ],
};
