import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { WorldMapFormData } from './world-map.types';

export const worldMapFormData: WorldMapFormData = {
  datasource: '3__table',
  viz_type: 'world_map',
  entity: 'country_code',
  country_fieldtype: 'cca3',
  metric: 'avg__life',
  secondary_metric: 'sum__pop',
  row_limit: 100,
  linear_color_scheme: 'white_black',
  y_axis_format: ',d',
};

/** Three countries by ISO alpha-3 code and one code no country has. */
export const worldMapResult: ChartDataResponseResult = {
  colnames: ['country_code', 'avg__life', 'sum__pop'],
  coltypes: [1, 0, 0],
  rowcount: 4,
  data: [
    { country_code: 'FRA', avg__life: 82, sum__pop: 64 },
    { country_code: 'USA', avg__life: 78, sum__pop: 324 },
    { country_code: 'BRA', avg__life: 74, sum__pop: 16 },
    { country_code: 'XXX', avg__life: 50, sum__pop: 1 },
  ],
};
