import type { EngineName } from '../../../dialects';
import type { DatasetDefinition } from '../../dataset-definition.types';
import { normalizeQueryObject } from '../../query-object.normalizer';
import type { QueryObject } from '../../query-object.types';

/** Superset's `birth_names` example dataset, with a few extra columns covering the column kinds. */
export function birthNames(engine: EngineName = 'postgresql', overrides: Partial<DatasetDefinition> = {}): DatasetDefinition {
  const column = (columnName: string, type: string, extra: Partial<DatasetDefinition['columns'][number]> = {}) => ({
    columnName,
    type,
    isDttm: false,
    filterable: true,
    groupby: true,
    ...extra,
  });
  return {
    id: 1,
    engine,
    schema: 'public',
    tableName: 'birth_names',
    mainDttmCol: 'ds',
    columns: [
      column('ds', 'TIMESTAMP WITHOUT TIME ZONE', { isDttm: true }),
      column('gender', 'VARCHAR(16)'),
      column('name', 'VARCHAR(255)'),
      column('num', 'BIGINT'),
      column('state', 'VARCHAR(10)'),
      column('num_boys', 'BIGINT'),
      column('num_girls', 'BIGINT'),
      column('is_adult', 'BOOLEAN'),
      column('created_epoch', 'BIGINT', { isDttm: true, pythonDateFormat: 'epoch_s' }),
      column('day_text', 'VARCHAR(10)', { isDttm: true, pythonDateFormat: '%Y-%m-%d' }),
      column('num_california', 'BIGINT', { expression: "CASE WHEN state = 'CA' THEN num ELSE 0 END" }),
    ],
    metrics: [
      { metricName: 'count', expression: 'COUNT(*)' },
      { metricName: 'sum__num', expression: 'SUM(num)' },
    ],
    ...overrides,
  };
}

/** A normalized query object from the fields a test cares about. */
export function query(fields: Record<string, unknown>): QueryObject {
  return normalizeQueryObject(fields);
}

/** Monday 2016-11-07 09:30:10 UTC, the instant Superset's own date tests are pinned to. */
export const NOW = new Date('2016-11-07T09:30:10Z');
