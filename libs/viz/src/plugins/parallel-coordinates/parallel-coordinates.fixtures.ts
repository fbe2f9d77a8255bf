import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { ParallelCoordinatesFormData } from './parallel-coordinates.types';

export const paraFormData: ParallelCoordinatesFormData = {
  datasource: '3__table',
  viz_type: 'para',
  series: 'region',
  metrics: ['sum__pop', 'avg__life'],
  secondary_metric: 'avg__gdp',
  row_limit: 100,
  linear_color_scheme: 'white_black',
};

export const paraResult: ChartDataResponseResult = {
  colnames: ['region', 'sum__pop', 'avg__life', 'avg__gdp'],
  coltypes: [1, 0, 0, 0],
  rowcount: 3,
  data: [
    { region: 'Europe', sum__pop: 700, avg__life: 80, avg__gdp: 40 },
    { region: 'Africa', sum__pop: 1200, avg__life: 60, avg__gdp: 0 },
    { region: 'Asia', sum__pop: 4500, avg__life: 70, avg__gdp: 20 },
  ],
};
