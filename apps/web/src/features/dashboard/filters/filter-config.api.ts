import { apiClient, cancellable, encodeRison } from '../../../api';
import type { FilterChanges } from '../model/filter-config';

export interface DatasetColumnChoice {
  name: string;
  isTemporal: boolean;
  isNumeric: boolean;
}

/** One page of datasets whose name contains `search`, as select options. */
export async function searchFilterDatasets(search: string, page: number, pageSize: number) {
  const q = encodeRison({
    ...(search ? { filters: [{ col: 'table_name', opr: 'ct', value: search }] } : {}),
    order_column: 'table_name',
    order_direction: 'asc',
    page,
    page_size: pageSize,
  });
  const { count, result } = await apiClient.get<{ count: number; result: { id: number; table_name: string }[] }>('/api/v1/dataset/', {
    query: { q },
  });
  return { data: result.map((dataset) => ({ value: dataset.id, label: dataset.table_name })), totalCount: count };
}

/** The columns a filter may target and the metrics it may sort by, of one dataset. */
export function fetchDatasetColumns(datasetId: number): Promise<{ name: string; columns: DatasetColumnChoice[]; metrics: string[] }> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<{
      result: {
        table_name: string;
        columns: { column_name: string; is_dttm?: boolean; type_generic?: number | null; filterable?: boolean }[];
        metrics?: { metric_name: string }[];
      };
    }>(`/api/v1/dataset/${datasetId}`, { signal });
    const columns = result.columns
      .filter((column) => column.filterable !== false)
      .map((column) => ({
        name: column.column_name,
        isTemporal: column.is_dttm === true || column.type_generic === 2,
        isNumeric: column.type_generic === 0,
      }));
    return { name: result.table_name, columns, metrics: (result.metrics ?? []).map((metric) => metric.metric_name) };
  });
}

/** `PUT /api/v1/dashboard/{id}/filters`: answers the dashboard's new `native_filter_configuration`. */
export async function saveNativeFilters(dashboardId: number, changes: FilterChanges): Promise<Record<string, unknown>[]> {
  const { result } = await apiClient.put<{ result: Record<string, unknown>[] }>(`/api/v1/dashboard/${dashboardId}/filters`, changes);
  return result;
}
