import type { AnnotationFields } from '@tessera/contracts/web';
import type { AnnotationRow } from './annotations.api';

export interface AnnotationFormValues {
  short_descr: string;
  long_descr: string;
  /** `YYYY-MM-DDTHH:mm`, as a datetime-local input holds it. */
  start: string;
  end: string;
  json_metadata: string;
}

export const EMPTY_ANNOTATION_FORM: AnnotationFormValues = { short_descr: '', long_descr: '', start: '', end: '', json_metadata: '' };

/** The server's ISO time cut to the minute the input shows (annotations carry no time zone, as in Superset). */
function toInput(iso: string): string {
  return iso.slice(0, 16);
}

export function fromAnnotation(row: AnnotationRow): AnnotationFormValues {
  return {
    short_descr: row.short_descr,
    long_descr: row.long_descr ?? '',
    start: toInput(row.start_dttm),
    end: toInput(row.end_dttm),
    json_metadata: row.json_metadata ?? '',
  };
}

export function isValidJson(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A name and a start are needed; the end, when given, not before the start; metadata must be JSON. */
export function isAnnotationFormComplete(values: AnnotationFormValues): boolean {
  if (values.short_descr.trim() === '' || values.start === '') return false;
  if (values.end !== '' && values.end < values.start) return false;
  return isValidJson(values.json_metadata);
}

export function toAnnotationPayload(values: AnnotationFormValues): AnnotationFields {
  return {
    short_descr: values.short_descr.trim(),
    long_descr: values.long_descr.trim() || null,
    start_dttm: `${values.start}:00`,
    // Superset draws an annotation without an end as an event at its start.
    end_dttm: `${values.end || values.start}:00`,
    json_metadata: values.json_metadata.trim() || null,
  };
}
