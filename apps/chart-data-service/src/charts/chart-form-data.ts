import { parseBoundedJson } from '@tessera/contracts';
import type { ChartEntity } from './chart.entity';

type FormData = Record<string, unknown>;

const isPlainObject = (value: unknown): value is FormData => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Parses JSON text into an object; anything else (missing, malformed, not an object) is `{}`. */
export function parseFormData(text: string | null | undefined): FormData {
  if (!text) return {};
  try {
    const value: unknown = parseBoundedJson(text);
    return isPlainObject(value) ? value : {};
  } catch {
    return {};
  }
}

/** `<id>__<type>`, with Superset's `None` for a chart whose dataset is gone. */
export function datasourceKey(datasourceId: number | null, datasourceType: string): string {
  return `${datasourceId ?? 'None'}__${datasourceType}`;
}

/** Legacy `since`/`until` become `time_range`, as Superset's `update_time_range` does. */
export function updateTimeRange(formData: FormData): void {
  if (!('since' in formData) && !('until' in formData)) return;
  const since = formData.since ?? '';
  const until = formData.until ?? '';
  delete formData.since;
  delete formData.until;
  formData.time_range = `${String(since)} : ${String(until)}`;
}

/** A chart's form data as Superset's `Slice.form_data`: its params with its own id, type and datasource. */
export function chartFormData(chart: Pick<ChartEntity, 'id' | 'params' | 'vizType' | 'datasourceId' | 'datasourceType' | 'cacheTimeout'>): FormData {
  const formData: FormData = {
    ...parseFormData(chart.params),
    slice_id: chart.id,
    viz_type: chart.vizType,
    datasource: datasourceKey(chart.datasourceId, chart.datasourceType),
  };
  if (chart.cacheTimeout) formData.cache_timeout = chart.cacheTimeout;
  updateTimeRange(formData);
  return formData;
}
