import { parseBoundedJson } from '@tessera/contracts';
import { isTimeGrain, type TimeGrain } from '../dialects';
import { isObject, payloadError, PayloadReader } from './query-payload.reader';
import {
  FILTER_OPERATORS,
  type AdhocColumn,
  type AdhocMetric,
  type AdhocMetricAggregate,
  type FilterOperator,
  type FilterValue,
  type OrderByClause,
  type QueryColumn,
  type QueryFilter,
  type QueryMetric,
} from './query-object.types';

const AGGREGATES: readonly AdhocMetricAggregate[] = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'];

function name(value: string, field: string): string {
  if (!value) throw payloadError(field, 'Must not be empty.');
  if (value.includes('\0')) throw payloadError(field, 'Must not contain NUL characters.');
  return value;
}

function optionalLabel(reader: PayloadReader): string | undefined {
  const label = reader.optionalString('label');
  return label ? name(label, reader.field('label')) : undefined;
}

function grain(reader: PayloadReader, key: string): TimeGrain | null | undefined {
  const value = reader.raw[key];
  if (value === undefined || value === null) return value;
  if (!isTimeGrain(value)) reader.fail(key, `Unknown time grain "${String(value)}".`);
  return value;
}

export function readColumn(value: unknown, field: string): QueryColumn {
  if (typeof value === 'string') return name(value, field);
  if (!isObject(value)) throw payloadError(field, 'Must be a column name or an adhoc column.');
  const reader: PayloadReader = new PayloadReader(value, field);
  const sqlExpression = reader.optionalString('sqlExpression');
  if (!sqlExpression) reader.fail('sqlExpression', 'Missing data for required field.');
  const column: AdhocColumn = { sqlExpression, expressionType: 'SQL' };
  if (reader.has('expressionType') && reader.raw.expressionType !== 'SQL') reader.fail('expressionType', 'Must be one of: SQL.');
  const label = optionalLabel(reader);
  if (label) column.label = label;
  const columnType = reader.optionalEnum('columnType', ['BASE_AXIS', 'SERIES'] as const);
  if (columnType) column.columnType = columnType;
  const timeGrain = grain(reader, 'timeGrain');
  if (timeGrain !== undefined) column.timeGrain = timeGrain;
  if (reader.boolean('isColumnReference', false)) column.isColumnReference = true;
  return column;
}

export function readColumns(values: unknown[] | null | undefined, field: string): QueryColumn[] {
  return (values ?? []).map((value, index) => readColumn(value, `${field}[${index}]`));
}

function readSimpleMetric(reader: PayloadReader): AdhocMetric {
  const aggregate = reader.optionalString('aggregate')?.toUpperCase();
  if (!aggregate || !(AGGREGATES as readonly string[]).includes(aggregate)) {
    reader.fail('aggregate', `Must be one of: ${AGGREGATES.join(', ')}.`);
  }
  const column = reader.optionalObject('column');
  const metric: AdhocMetric = { expressionType: 'SIMPLE', aggregate: aggregate as AdhocMetricAggregate };
  if (column) {
    const columnName = reader.child('column', column).optionalString('column_name');
    if (!columnName) throw payloadError(`${reader.field('column')}.column_name`, 'Missing data for required field.');
    metric.column = { ...column, column_name: name(columnName, `${reader.field('column')}.column_name`) };
  } else if (aggregate !== 'COUNT') {
    reader.fail('column', 'Missing data for required field.');
  }
  return metric;
}

export function readMetric(value: unknown, field: string): QueryMetric {
  if (typeof value === 'string') return name(value, field);
  if (!isObject(value)) throw payloadError(field, 'Must be a metric name or an adhoc metric.');
  const reader: PayloadReader = new PayloadReader(value, field);
  const type = reader.optionalEnum('expressionType', ['SIMPLE', 'SQL'] as const);
  if (!type) reader.fail('expressionType', 'Must be one of: SIMPLE, SQL.');
  let metric: AdhocMetric;
  if (type === 'SIMPLE') metric = readSimpleMetric(reader);
  else {
    const sqlExpression = reader.optionalString('sqlExpression');
    if (!sqlExpression) reader.fail('sqlExpression', 'Missing data for required field.');
    metric = { expressionType: 'SQL', sqlExpression };
  }
  const label = optionalLabel(reader);
  if (label) metric.label = label;
  if (reader.has('hasCustomLabel')) metric.hasCustomLabel = reader.boolean('hasCustomLabel', false);
  const optionName = reader.optionalString('optionName');
  if (optionName) metric.optionName = optionName;
  return metric;
}

function readFilterValue(value: unknown, field: string): FilterValue | FilterValue[] | undefined {
  const scalar = (item: unknown, at: string): FilterValue => {
    if (item === null || ['string', 'number', 'boolean'].includes(typeof item)) return item as FilterValue;
    throw payloadError(at, 'Must be a string, number, boolean or null.');
  };
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item, index) => scalar(item, `${field}[${index}]`));
  return scalar(value, field);
}

export function readFilter(value: unknown, field: string): QueryFilter {
  if (!isObject(value)) throw payloadError(field, 'Not a valid mapping type.');
  const reader: PayloadReader = new PayloadReader(value, field);
  if (!reader.has('col')) reader.fail('col', 'Missing data for required field.');
  const op = reader.optionalString('op')?.trim().toUpperCase();
  if (!op || !(FILTER_OPERATORS as readonly string[]).includes(op)) {
    reader.fail('op', `Must be one of: ${FILTER_OPERATORS.join(', ')}.`);
  }
  const filter: QueryFilter = { col: readColumn(value.col, reader.field('col')), op: op as FilterOperator };
  const val = readFilterValue(value.val, reader.field('val'));
  if (val !== undefined) filter.val = val;
  const filterGrain = grain(reader, 'grain');
  if (filterGrain !== undefined) filter.grain = filterGrain;
  if (reader.has('isExtra')) filter.isExtra = reader.boolean('isExtra', false);
  return filter;
}

const INVALID_ORDERBY = 'Found invalid orderby options';

/** An `orderby` entry: `[column or metric, ascending]`, or the same as a JSON string. */
export function readOrderBy(value: unknown, field: string): OrderByClause {
  let entry = value;
  if (typeof entry === 'string') {
    try {
      entry = parseBoundedJson(entry);
    } catch {
      throw payloadError(field, INVALID_ORDERBY);
    }
  }
  if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[1] !== 'boolean') throw payloadError(field, INVALID_ORDERBY);
  // As in Superset, an object here is always an adhoc metric; a string names a column or a metric.
  return [readMetric(entry[0], `${field}[0]`), entry[1]];
}
