import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { GraphFormData } from './graph.types';

export const graphFormData: GraphFormData = {
  datasource: '3__table',
  viz_type: 'graph_chart',
  source: 'from_city',
  target: 'to_city',
  metric: 'count',
  source_category: 'from_country',
  target_category: 'to_country',
  row_limit: 100,
};

/** Three cities in two countries; a row with no count carries no edge. */
export const graphResult: ChartDataResponseResult = {
  colnames: ['from_city', 'to_city', 'from_country', 'to_country', 'count'],
  coltypes: [1, 1, 1, 1, 0],
  rowcount: 4,
  data: [
    { from_city: 'Paris', to_city: 'Lyon', from_country: 'FR', to_country: 'FR', count: 10 },
    { from_city: 'Paris', to_city: 'Rome', from_country: 'FR', to_country: 'IT', count: 20 },
    { from_city: 'Lyon', to_city: 'Rome', from_country: 'FR', to_country: 'IT', count: 40 },
    { from_city: 'Rome', to_city: 'Paris', from_country: 'IT', to_country: 'FR', count: 0 },
  ],
};
