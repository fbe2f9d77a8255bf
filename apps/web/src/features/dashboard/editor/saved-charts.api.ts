import type { ChartListRow } from '@tessera/contracts/web';
import { apiClient, encodeRison } from '../../../api';
import type { DashboardChart } from '../dashboard.types';

/** Saved charts listed in the builder panel at once (spec part 2 §9). */
export const SAVED_CHARTS_PAGE_SIZE = 200;

/** The columns asked for below. */
const COLUMNS = [
  'id',
  'slice_name',
  'viz_type',
  'datasource_id',
  'datasource_type',
  'datasource_name_text',
  'form_data',
  'description',
] as const;
type SavedChartRow = Pick<ChartListRow, (typeof COLUMNS)[number]>;

/** A chart the builder panel offers, with what the dashboard needs to show it once dropped. */
export interface SavedChart extends DashboardChart {
  datasourceName: string | null;
}

/** `GET /api/v1/chart/` newest first, 200 at a time, matching `search` in the chart's name, description, type or dataset. */
export async function fetchSavedCharts(search: string, signal?: AbortSignal): Promise<SavedChart[]> {
  const filters = search ? [{ col: 'slice_name', opr: 'chart_all_text', value: search }] : [];
  const q = encodeRison({
    columns: COLUMNS,
    filters,
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: SAVED_CHARTS_PAGE_SIZE,
  });
  const { result } = await apiClient.get<{ count: number; result: SavedChartRow[] }>('/api/v1/chart/', { query: { q }, signal });
  return result.map((chart) => ({
    id: chart.id,
    sliceName: chart.slice_name,
    vizType: chart.viz_type,
    datasourceId: chart.datasource_id,
    datasourceType: chart.datasource_type,
    datasourceName: chart.datasource_name_text,
    formData: chart.form_data ?? {},
    description: chart.description,
  }));
}
