import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { TreemapFormData } from './treemap.types';

/** Revenue by region and country, as a `treemap_v2` query answers. */
export const REVENUE_FORM_DATA: TreemapFormData = {
  datasource: '2__table',
  viz_type: 'treemap_v2',
  groupby: ['region', 'country'],
  metric: 'sum__sales',
  row_limit: 100,
  sort_by_metric: true,
  number_format: ',d',
};

export const REVENUE_RESULT: ChartDataResponseResult = {
  colnames: ['region', 'country', 'sum__sales'],
  coltypes: [1, 1, 0],
  rowcount: 4,
  data: [
    { region: 'EMEA', country: 'France', sum__sales: 300 },
    { region: 'NA', country: 'USA', sum__sales: 400 },
    { region: 'EMEA', country: 'Spain', sum__sales: 200 },
    { region: 'APAC', country: 'Japan', sum__sales: 100 },
  ],
};
