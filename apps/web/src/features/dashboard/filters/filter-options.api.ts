import { CANCEL } from 'redux-saga';
import { buildQueryContext, type DataValue, type QueryObjectFilterClause } from '@tessera/viz';
import { fetchChartData } from '../chart-data.api';

/** Most values a select filter offers. */
export const FILTER_VALUES_LIMIT = 1000;

export interface FilterValuesQuery {
  /** Filters of parent filters (cascading): only values that go with the parents' choice. */
  filters?: QueryObjectFilterClause[];
  /** Orders the values by this saved metric instead of by the value itself. */
  sortMetric?: string | null;
  /** Ascending unless false. */
  sortAscending?: boolean | null;
}

/**
 * The distinct values of a dataset column, sorted, through a chart-data request (as Superset's
 * select filter). Cancelling the calling saga aborts the request.
 */
export function fetchFilterValues(datasetId: number, column: string, query: FilterValuesQuery = {}): Promise<string[]> {
  const metrics = query.sortMetric ? [query.sortMetric] : [];
  const ascending = query.sortAscending !== false;
  const context = buildQueryContext(
    { datasource: `${datasetId}__table`, viz_type: 'filter_select', groupby: [column], metrics, row_limit: FILTER_VALUES_LIMIT },
    (base) => [
      {
        ...base,
        metrics,
        filters: [...(base.filters ?? []), ...(query.filters ?? [])],
        orderby: [[query.sortMetric ?? column, ascending]],
      },
    ],
  );
  const request = fetchChartData(context, {});
  const values = request.then(([result]) => {
    const cells = (result?.data ?? []).map((row) => row[column] as DataValue).filter((value) => value !== null && value !== undefined);
    return [...new Set(cells.map(String))];
  });
  return Object.assign(values, { [CANCEL]: (request as unknown as Record<typeof CANCEL, () => void>)[CANCEL] });
}
