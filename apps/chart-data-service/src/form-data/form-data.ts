import { parseBoundedJson } from '@tessera/contracts';

/** Superset's form data: the JSON object a chart or Explore state is described by. */
export type FormData = Record<string, unknown>;

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
