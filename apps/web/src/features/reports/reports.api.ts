import type { ReportLogView, ReportScheduleView, ReportListRow, ReportScheduleFields } from '@tessera/contracts/web';
import type { FetchDataConfig, SelectOptionsLoader } from '@tessera/ui';
import { apiClient, cancellable, encodeRison } from '../../api';
import { fetchListPage, relatedLoader, type ListFilterEntry, type ListPage } from '../resource-list';
import type { ContentKind } from './report-formats';
import type { ScheduleType } from './report-form';

const BASE = '/api/v1/report';

/** One page of alerts or of reports: each tab lists one type. */
export function fetchSchedulesPage(type: ScheduleType, config: FetchDataConfig): Promise<ListPage<ReportListRow>> {
  return fetchListPage<ReportListRow>('report', config, [{ col: 'type', opr: 'eq', value: type }]);
}

export function fetchSchedule(id: number): Promise<ReportScheduleView> {
  return cancellable(async (signal) => (await apiClient.get<{ result: ReportScheduleView }>(`${BASE}/${id}`, { signal })).result);
}

/** Creates (no id) or updates a report or alert; answers its id. */
export async function saveSchedule(payload: ReportScheduleFields, id: number | null): Promise<number> {
  if (id === null) return (await apiClient.post<{ id: number }>(`${BASE}/`, payload)).id;
  await apiClient.put<unknown>(`${BASE}/${id}`, payload);
  return id;
}

/** `PUT /api/v1/report/{id}` with `{active}` alone, as the list's toggle and the header menu send it. */
export async function setScheduleActive(id: number, active: boolean): Promise<void> {
  await apiClient.put<unknown>(`${BASE}/${id}`, { active });
}

export async function deleteSchedule(id: number): Promise<void> {
  await apiClient.delete<unknown>(`${BASE}/${id}`);
}

/**
 * The report the signed-in user set up from this dashboard's or chart's header (Superset shows one per
 * user and object), or null.
 */
export function fetchAttachedReport(kind: ContentKind, objectId: number, userId: number): Promise<ReportListRow | null> {
  const filters: ListFilterEntry[] = [
    { col: kind === 'dashboard' ? 'dashboard_id' : 'chart_id', opr: 'eq', value: objectId },
    { col: 'creation_method', opr: 'eq', value: kind === 'dashboard' ? 'dashboards' : 'charts' },
    { col: 'created_by', opr: 'rel_o_m', value: userId },
  ];
  return cancellable(async (signal) => {
    const body = await apiClient.get<{ result: ReportListRow[] }>(`${BASE}/`, {
      signal,
      query: { q: encodeRison({ filters, page: 0, page_size: 1 }) },
    });
    return body.result[0] ?? null;
  });
}

/** One page of a report's execution log, newest first unless the list says otherwise. */
export function fetchExecutionLog(id: number, config: FetchDataConfig): Promise<ListPage<ReportLogView>> {
  const [sort] = config.sortBy;
  const query = {
    page: config.pageIndex,
    page_size: config.pageSize,
    order_column: sort?.id ?? 'start_dttm',
    order_direction: sort && !sort.desc ? 'asc' : 'desc',
    filters: config.filters.map(({ id: col, operator, value }) => ({ col, opr: operator, value })),
  };
  return cancellable(async (signal) => {
    const body = await apiClient.get<{ count: number; result: ReportLogView[] }>(`${BASE}/${id}/log/`, {
      signal,
      query: { q: encodeRison(query) },
    });
    return { rows: body.result, count: body.count };
  });
}

interface NamedRow {
  id: number;
  [name: string]: unknown;
}

/** Choices from a resource's list endpoint, searched by `column` (dashboards by title, charts by name). */
function listLoader(resource: string, column: string): SelectOptionsLoader<number> {
  return (filter, page, pageSize) =>
    cancellable(async (signal) => {
      const query = {
        columns: ['id', column],
        filters: filter ? [{ col: column, opr: 'ct', value: filter }] : [],
        order_column: column,
        order_direction: 'asc',
        page,
        page_size: pageSize,
      };
      const body = await apiClient.get<{ count: number; result: NamedRow[] }>(`/api/v1/${resource}/`, {
        signal,
        query: { q: encodeRison(query) },
      });
      return { totalCount: body.count, data: body.result.map((row) => ({ value: row.id, label: String(row[column] ?? row.id) })) };
    });
}

export const loadDashboardChoices = listLoader('dashboard', 'dashboard_title');
export const loadChartChoices = listLoader('chart', 'slice_name');
export const loadDatabaseChoices = listLoader('database', 'database_name');
export const loadOwnerChoices = relatedLoader('report', 'owners');

/** Owners to pick in the modal: the users `related/owners` offers, by id. */
export const loadOwnerOptions: SelectOptionsLoader<number> = async (search, page, pageSize) => {
  const { data, totalCount } = await loadOwnerChoices(search, page, pageSize);
  return { totalCount, data: data.map((option) => ({ label: option.label, value: Number(option.value) })) };
};
export const loadCreatorChoices = relatedLoader('report', 'created_by');
