import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { SunburstFormData } from './sunburst.types';

/** Revenue and cost by region and country, as a `sunburst_v2` query answers. */
export const REVENUE_FORM_DATA: SunburstFormData = {
  datasource: '2__table',
  viz_type: 'sunburst_v2',
  columns: ['region', 'country'],
  metric: 'sum__sales',
  row_limit: 100,
  number_format: ',d',
};

export const REVENUE_RESULT: ChartDataResponseResult = {
  colnames: ['region', 'country', 'sum__sales', 'sum__cost'],
  coltypes: [1, 1, 0, 0],
  rowcount: 4,
  data: [
    { region: 'EMEA', country: 'France', sum__sales: 300, sum__cost: 150 },
    { region: 'NA', country: 'USA', sum__sales: 400, sum__cost: 100 },
    { region: 'EMEA', country: 'Spain', sum__sales: 200, sum__cost: 200 },
    { region: 'APAC', country: 'Japan', sum__sales: 100, sum__cost: 10 },
  ],
};
