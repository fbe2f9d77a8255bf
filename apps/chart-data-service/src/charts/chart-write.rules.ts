import type { ChartWriteFields } from '@tessera/contracts';
import { parseBoundedJson } from '@tessera/contracts';
import { parseFormData } from '../form-data/form-data';
import { invalidChartField, jsonInvalid } from './chart.errors';
import { serverText } from '@tessera/platform';

/** `params` and `query_context` must hold JSON when given (empty text counts as none). */
export function checkJsonFields(fields: ChartWriteFields): void {
  for (const field of ['params', 'query_context'] as const) {
    const value = fields[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    try {
      parseBoundedJson(value);
    } catch {
      throw jsonInvalid(field);
    }
  }
}

/** What a create needs that an update does not: a name and a dataset. */
export function checkCreateFields(fields: ChartWriteFields): { sliceName: string; datasourceId: number } {
  if (typeof fields.slice_name !== 'string' || fields.slice_name.trim() === '')
    throw invalidChartField('slice_name', serverText('Missing data for required field.'));
  if (typeof fields.datasource_id !== 'number') throw invalidChartField('datasource_id', serverText('Missing data for required field.'));
  if (!fields.datasource_type) throw invalidChartField('datasource_type', serverText('Missing data for required field.'));
  return { sliceName: fields.slice_name, datasourceId: fields.datasource_id };
}

/**
 * Superset's query-context-only update (`{query_context, query_context_generation: true}`): Explore
 * sends it when a chart is opened, so any reader may make it and it is not a user save.
 */
export function isQueryContextUpdate(fields: ChartWriteFields): boolean {
  const keys = Object.keys(fields).filter((key) => (fields as Record<string, unknown>)[key] !== undefined);
  return (
    keys.length === 2 &&
    keys.includes('query_context') &&
    keys.includes('query_context_generation') &&
    fields.query_context_generation === true
  );
}

/** A query context may only point at the chart's own dataset. */
export function checkQueryContextDatasource(queryContext: string | null | undefined, datasourceId: number | null): void {
  const datasource = parseFormData(queryContext).datasource;
  if (!datasource || typeof datasource !== 'object') return;
  const id = Number((datasource as Record<string, unknown>).id);
  if (datasourceId === null || id !== datasourceId)
    throw invalidChartField('query_context', serverText("The query context must use the chart's own dataset"));
}

/** The viz type of a new chart: the field, else the one in its params, as Superset falls back. */
export function vizTypeOf(fields: ChartWriteFields): string {
  if (typeof fields.viz_type === 'string') return fields.viz_type;
  const fromParams = parseFormData(fields.params).viz_type;
  return typeof fromParams === 'string' ? fromParams : '';
}
