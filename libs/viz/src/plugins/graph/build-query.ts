import { buildQueryContext } from '../../core/query/build-query-context';
import type { QueryContext } from '../../core/query/query.types';
import type { GraphFormData } from './graph.types';

/** The metric per source, target and (optional) category columns: one row per edge. */
export function buildQuery(formData: GraphFormData): QueryContext {
  return buildQueryContext(formData, undefined, {
    source: 'columns',
    target: 'columns',
    source_category: 'columns',
    target_category: 'columns',
  });
}
