import type { ChartDataResponseResult, QueryContext } from '@tessera/viz';
import { apiClient, cancellable, encodeRison, explainChartDataFailure } from '../../api';
import { isAsyncJob } from '../async-events';
import type { AsyncJob, ChartDataOutcome, DashboardOption, ExploreContextResponse, ExploreLoadParams } from './explore.types';

/** `GET /api/v1/explore/`: dataset, form data and saved chart Explore opens with. */
export function fetchExploreContext(params: ExploreLoadParams): Promise<ExploreContextResponse> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<{ result: ExploreContextResponse }>('/api/v1/explore/', {
      signal,
      query: {
        slice_id: params.sliceId,
        form_data_key: params.formDataKey,
        permalink_key: params.permalinkKey,
        datasource_id: params.datasourceId,
        datasource_type: params.datasourceId === undefined ? undefined : (params.datasourceType ?? 'table'),
      },
    });
    return result;
  });
}

/** `POST /api/v1/chart/data`: the results (200), or the job to wait for when queries run asynchronously (202). */
export function postChartData(context: QueryContext): Promise<ChartDataOutcome> {
  return cancellable(async (signal) => {
    const body = await apiClient
      .post<{ result: ChartDataResponseResult[] } | AsyncJob>('/api/v1/chart/data', context, { signal })
      .catch((error: unknown) => {
        throw explainChartDataFailure(error);
      });
    if (isAsyncJob(body)) return { kind: 'job', job: body };
    return { kind: 'result', result: body.result };
  });
}

export interface ChartWriteBody {
  slice_name?: string;
  viz_type?: string;
  datasource_id?: number;
  datasource_type?: string;
  params?: string;
  query_context?: string;
  dashboards?: number[];
}

/** `POST /api/v1/chart/` → the new chart's id. */
export function createChart(body: ChartWriteBody): Promise<number> {
  return cancellable(async (signal) => (await apiClient.post<{ id: number }>('/api/v1/chart/', body, { signal })).id);
}

/** `PUT /api/v1/chart/{id}`. */
export function updateChart(id: number, body: ChartWriteBody): Promise<void> {
  return cancellable(async (signal) => {
    await apiClient.put<unknown>(`/api/v1/chart/${id}`, body, { signal });
  });
}

/** `POST /api/v1/dashboard/` → the new dashboard's id. */
export function createDashboard(title: string): Promise<number> {
  return cancellable(
    async (signal) => (await apiClient.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: title }, { signal })).id,
  );
}

/** Dashboards whose title contains `search`, a page at a time, for the save modal. */
export function searchDashboards(search: string, page: number, pageSize: number): Promise<{ result: DashboardOption[]; count: number }> {
  return cancellable(async (signal) => {
    const q = encodeRison({
      columns: ['id', 'dashboard_title'],
      filters: search ? [{ col: 'dashboard_title', opr: 'ct', value: search }] : [],
      order_column: 'dashboard_title',
      order_direction: 'asc',
      page,
      page_size: pageSize,
    });
    return apiClient.get<{ result: DashboardOption[]; count: number }>('/api/v1/dashboard/', { signal, query: { q } });
  });
}

/** Body of `POST`/`PUT /api/v1/explore/form_data`: the exploration's form data as a JSON string. */
export interface FormDataStateBody {
  datasource_id: number;
  datasource_type: string;
  chart_id?: number | null;
  form_data: string;
}

/** Keeps unsaved form data server-side under a key the address can carry; a new key is returned. */
export function createFormDataKey(body: FormDataStateBody): Promise<string> {
  return cancellable(async (signal) => (await apiClient.post<{ key: string }>('/api/v1/explore/form_data', body, { signal })).key);
}

/** Updates the form data under `key`; the answer's key replaces it (it may be a new one). */
export function updateFormDataKey(key: string, body: FormDataStateBody): Promise<string> {
  return cancellable(
    async (signal) => (await apiClient.put<{ key: string }>(`/api/v1/explore/form_data/${encodeURIComponent(key)}`, body, { signal })).key,
  );
}
