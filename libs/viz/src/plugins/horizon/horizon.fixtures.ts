import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { HorizonFormData } from './horizon.types';

export const horizonFormData: HorizonFormData = {
  datasource: '3__table',
  viz_type: 'horizon',
  granularity_sqla: 'ds',
  time_range: 'No filter',
  metrics: ['sum__num'],
  groupby: ['gender'],
  row_limit: 1000,
};

const year = (y: number) => Date.UTC(y, 0, 1);

/** Two series over three years; girls dip below zero once. */
export const horizonResult: ChartDataResponseResult = {
  colnames: ['__timestamp', 'gender', 'sum__num'],
  coltypes: [2, 1, 0],
  rowcount: 6,
  data: [
    { __timestamp: year(2001), gender: 'boy', sum__num: 40 },
    { __timestamp: year(2000), gender: 'boy', sum__num: 20 },
    { __timestamp: year(2002), gender: 'boy', sum__num: 80 },
    { __timestamp: year(2000), gender: 'girl', sum__num: 10 },
    { __timestamp: year(2001), gender: 'girl', sum__num: -20 },
    { __timestamp: year(2002), gender: 'girl', sum__num: 20 },
  ],
};
