import type { ChartDataResponseResult } from '@tessera/viz';
import type { ExploreContextResponse, ExploreDatasource } from './explore.types';

/** A dataset of births by state and year, as `GET /api/v1/explore/` describes it. */
export const birthsDatasource: ExploreDatasource = {
  id: 7,
  type: 'table',
  name: 'public.births',
  main_dttm_col: 'ds',
  columns: [
    { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
    { column_name: 'state', type: 'VARCHAR', type_generic: 1, is_dttm: false },
    { column_name: 'num', type: 'BIGINT', type_generic: 0, is_dttm: false },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

export function exploreContext(overrides: Partial<ExploreContextResponse> = {}): ExploreContextResponse {
  const formData = { datasource: '7__table', viz_type: 'table', slice_id: 12, groupby: ['state'], metrics: ['count'], row_limit: 100 };
  return {
    form_data: formData,
    dataset: birthsDatasource,
    slice: { slice_id: 12, slice_name: 'Births by state', form_data: formData, owners: [1] },
    message: null,
    metadata: { dashboards: [{ id: 3, dashboard_title: 'Births' }] },
    can_add: true,
    can_download: true,
    can_overwrite: true,
    ...overrides,
  };
}

export const stateCounts: ChartDataResponseResult = {
  colnames: ['state', 'count'],
  coltypes: [1, 0],
  rowcount: 2,
  data: [
    { state: 'CA', count: 120 },
    { state: 'NY', count: 80 },
  ],
};
