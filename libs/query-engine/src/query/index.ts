export * from './query-object.types';
export * from './dataset-definition.types';
export { normalizeQueryObject } from './query-object.normalizer';
export { normalizeQueryContext } from './query-context.normalizer';
export { DTTM_ALIAS, getColumnLabel, getMetricLabel, getXAxisLabel } from './query-labels.util';
export * from './compiler';
