import type { SamplesReply } from '@tessera/contracts/web';
import { getChartPlugin, type ChartDataResponseResult, type DataValue, type QueryContext, type QueryFormData } from '@tessera/viz';
import { apiClient, cancellable } from '../../api';

/** One filter a drill to detail narrows the rows with (a mark's value, or one of the chart's own filters). */
export interface DrillFilter {
  col: string;
  op: string;
  val: DataValue | DataValue[];
}

/** One page of a dataset's rows, as `POST /datasource/samples` answers it (the fields the drill modal shows). */
export type SamplesPage = Pick<SamplesReply, 'colnames' | 'coltypes' | 'data' | 'total_count' | 'page' | 'per_page'>;

/** The chart's own query context asked for another `result_type`. */
function chartContext(formData: QueryFormData, resultType: QueryContext['result_type']): QueryContext {
  return { ...getChartPlugin(formData.viz_type).buildQuery(formData), result_format: 'json', result_type: resultType };
}

/** The SQL the chart runs (`result_type: query`), one statement per query of the chart. */
export function fetchChartQuery(formData: QueryFormData): Promise<string[]> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.post<{ result: { query: string }[] }>('/api/v1/chart/data', chartContext(formData, 'query'), {
      signal,
    });
    return result.map((item) => item.query);
  });
}

/** The chart's rows as the query answers them, before any post-processing (`result_type: results`). */
export function fetchChartResults(formData: QueryFormData): Promise<ChartDataResponseResult[]> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.post<{ result: ChartDataResponseResult[] }>(
      '/api/v1/chart/data',
      chartContext(formData, 'results'),
      { signal },
    );
    return result;
  });
}

/** `<id>__<type>` of the form data, as the samples endpoint wants it. */
export function parseDatasource(datasource: string): { id: number; type: string } {
  const [id, type = 'table'] = datasource.split('__');
  return { id: Number(id), type };
}

/**
 * The rows behind the chart: the dataset's rows narrowed by the chart's own filters and time range
 * plus `filters` (a mark's values), one page at a time. Without `filters` and chart filters these
 * are the dataset's samples.
 */
export function fetchSamples(
  formData: QueryFormData,
  options: { filters: readonly DrillFilter[]; page: number; perPage?: number; withChartFilters: boolean },
): Promise<SamplesPage> {
  return cancellable(async (signal) => {
    const { id, type } = parseDatasource(formData.datasource);
    const body: Record<string, unknown> = { filters: [...options.filters] };
    if (options.withChartFilters) {
      const [query] = getChartPlugin(formData.viz_type).buildQuery(formData).queries;
      body.filters = [...(query?.filters ?? []), ...options.filters];
      if (query?.extras) body.extras = query.extras;
      if (query?.time_range) body.time_range = query.time_range;
      if (query?.granularity) body.granularity = query.granularity;
    }
    const { result } = await apiClient.post<{ result: SamplesPage }>('/datasource/samples', body, {
      signal,
      query: { datasource_type: type, datasource_id: id, page: options.page, per_page: options.perPage, force: false },
    });
    return result;
  });
}

/** `POST /api/v1/explore/permalink`: stores the form data and answers the link that reopens it. */
export function createExplorePermalink(formData: QueryFormData): Promise<string> {
  return cancellable(async (signal) => {
    const { url } = await apiClient.post<{ key: string; url: string }>(
      '/api/v1/explore/permalink',
      { formData, urlParams: [] },
      { signal },
    );
    return url;
  });
}
