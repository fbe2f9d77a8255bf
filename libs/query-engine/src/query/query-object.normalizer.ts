import { isTimeGrain } from '../dialects';
import type { PostProcessingRule } from '../post-processing';
import { readColumns, readFilter, readMetric, readOrderBy } from './query-element.readers';
import { isObject, payloadError, PayloadReader } from './query-payload.reader';
import type { ChartDataResultType, DatasourceRef, QueryColumn, QueryExtras, QueryMetric, QueryObject } from './query-object.types';

export const RESULT_TYPES: readonly ChartDataResultType[] = [
  'columns',
  'full',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
];

export function readDatasource(reader: PayloadReader, key: string): DatasourceRef | null | undefined {
  const value = reader.optionalObject(key);
  if (!value) return value;
  const child: PayloadReader = reader.child(key, value);
  const id = value.id;
  if (typeof id !== 'number' && typeof id !== 'string') child.fail('id', 'Missing data for required field.');
  const type = child.optionalString('type');
  if (!type) child.fail('type', 'Missing data for required field.');
  return { id, type };
}

function readExtras(reader: PayloadReader): QueryExtras {
  const raw = reader.optionalObject('extras') ?? {};
  const extras = reader.child('extras', raw);
  const result: QueryExtras = { ...raw };
  for (const key of ['where', 'having'] as const) {
    const text = extras.optionalString(key);
    if (text === null || text === undefined) delete result[key];
    else result[key] = text;
  }
  const grain = raw.time_grain_sqla;
  if (grain !== undefined && grain !== null && !isTimeGrain(grain))
    extras.fail('time_grain_sqla', `Unknown time grain "${String(grain)}".`);
  for (const key of ['relative_start', 'relative_end'] as const) {
    const anchor = extras.optionalEnum(key, ['today', 'now'] as const);
    if (anchor) result[key] = anchor;
    else delete result[key];
  }
  // Deprecated top-level fields replace their extras counterpart when set, as Superset does.
  for (const key of ['where', 'having'] as const) {
    const legacy = reader.optionalString(key);
    if (legacy) result[key] = legacy;
  }
  return result;
}

function readPostProcessing(reader: PayloadReader): PostProcessingRule[] {
  const list = reader.optionalList('post_processing') ?? [];
  return list
    .map((item, index) => ({ item, field: `${reader.field('post_processing')}[${index}]` }))
    .filter(({ item }) => item !== null && item !== undefined)
    .map(({ item, field }) => {
      if (!isObject(item) || typeof item.operation !== 'string')
        throw payloadError(`${field}.operation`, 'Missing data for required field.');
      const options = item.options;
      if (options !== undefined && options !== null && !isObject(options))
        throw payloadError(`${field}.options`, 'Not a valid mapping type.');
      return { operation: item.operation, options: options ?? {} };
    });
}

function readStrings(reader: PayloadReader, key: string): string[] {
  return (reader.optionalList(key) ?? []).map((item, index) => {
    if (typeof item !== 'string') throw payloadError(`${reader.field(key)}[${index}]`, 'Not a valid string.');
    return item;
  });
}

/** The current field, or its deprecated alias when the alias is set (Superset's `_rename_deprecated_fields`). */
function columnsOf(reader: PayloadReader): { columns: QueryColumn[]; legacyGroupby: boolean } {
  const groupby = readColumns(reader.optionalList('groupby'), reader.field('groupby'));
  if (groupby.length) return { columns: groupby, legacyGroupby: true };
  return { columns: readColumns(reader.optionalList('columns'), reader.field('columns')), legacyGroupby: false };
}

function metricsOf(reader: PayloadReader, legacyGroupby: boolean): QueryMetric[] | null {
  const list = reader.optionalList('metrics');
  if (list) return list.map((item, index) => readMetric(item, `${reader.field('metrics')}[${index}]`));
  // A legacy `groupby` always grouped, with or without metrics.
  return legacyGroupby ? [] : null;
}

function optionalMetric(reader: PayloadReader, key: string): QueryMetric | null {
  const value = reader.raw[key];
  return value === undefined || value === null || value === '' ? null : readMetric(value, reader.field(key));
}

/**
 * Validates one raw query object of a chart-data request and returns it in canonical form:
 * defaults filled (`order_desc` true, `row_offset` 0, empty lists), filter operators upper-cased,
 * `orderby` JSON strings parsed, and the deprecated aliases folded in (`groupby`→`columns`,
 * `granularity_sqla`→`granularity`, `timeseries_limit`→`series_limit`,
 * `timeseries_limit_metric`→`series_limit_metric`, top-level `where`/`having`→`extras`); an alias
 * that is set wins, as in Superset. Unknown keys are dropped. A malformed field throws
 * `BAD_REQUEST` / `INVALID_PAYLOAD_SCHEMA_ERROR` whose message and `fields` name it.
 *
 * @param path prefix for field names in errors, e.g. `queries[0]`.
 */
export function normalizeQueryObject(raw: unknown, path = ''): QueryObject {
  if (!isObject(raw)) throw payloadError(path || 'query', 'Not a valid mapping type.');
  const reader: PayloadReader = new PayloadReader(raw, path);
  const { columns, legacyGroupby } = columnsOf(reader);
  const query: QueryObject = {
    filters: (reader.optionalList('filters') ?? []).map((item, index) => readFilter(item, `${reader.field('filters')}[${index}]`)),
    columns,
    metrics: metricsOf(reader, legacyGroupby),
    post_processing: readPostProcessing(reader),
    is_timeseries: reader.boolean('is_timeseries', false),
    series_columns: readColumns(reader.optionalList('series_columns'), reader.field('series_columns')),
    series_limit: reader.optionalCount('timeseries_limit') || reader.optionalCount('series_limit') || 0,
    series_limit_metric: optionalMetric(reader, 'timeseries_limit_metric') ?? optionalMetric(reader, 'series_limit_metric'),
    row_limit: reader.optionalCount('row_limit') ?? null,
    row_offset: reader.optionalCount('row_offset') ?? 0,
    order_desc: reader.boolean('order_desc', true),
    extras: readExtras(reader),
    orderby: (reader.optionalList('orderby') ?? []).map((item, index) => readOrderBy(item, `${reader.field('orderby')}[${index}]`)),
    is_rowcount: reader.boolean('is_rowcount', false),
    time_offsets: readStrings(reader, 'time_offsets'),
    granularity: reader.optionalString('granularity_sqla') || reader.optionalString('granularity') || null,
    time_range: reader.optionalString('time_range') ?? null,
    since: reader.optionalString('since') ?? null,
    until: reader.optionalString('until') ?? null,
    time_shift: reader.optionalString('time_shift') ?? null,
    apply_fetch_values_predicate: reader.boolean('apply_fetch_values_predicate', false),
    result_type: reader.optionalEnum('result_type', RESULT_TYPES) ?? null,
    datasource: readDatasource(reader, 'datasource') ?? null,
  };
  const annotations = reader.optionalList('annotation_layers');
  if (annotations) query.annotation_layers = annotations.filter(isObject);
  const timeExtras = reader.optionalStringMap('applied_time_extras');
  if (timeExtras) query.applied_time_extras = timeExtras;
  const urlParams = reader.optionalStringMap('url_params');
  if (urlParams) query.url_params = urlParams;
  return query;
}
