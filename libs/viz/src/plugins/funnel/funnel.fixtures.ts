import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { FunnelFormData } from './funnel.types';

/** Orders per stage of a sales pipeline, as a `funnel` query answers (largest first). */
export const PIPELINE_FORM_DATA: FunnelFormData = {
  datasource: '5__table',
  viz_type: 'funnel',
  groupby: ['stage'],
  metric: 'count',
  sort_by_metric: true,
  row_limit: 10,
  number_format: ',d',
};

export const PIPELINE_RESULT: ChartDataResponseResult = {
  colnames: ['stage', 'count'],
  coltypes: [1, 0],
  rowcount: 4,
  data: [
    { stage: 'Visited', count: 1000 },
    { stage: 'Signed up', count: 400 },
    { stage: 'Trial', count: 100 },
    { stage: 'Paid', count: 50 },
  ],
};
