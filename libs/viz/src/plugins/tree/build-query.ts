import { buildQueryContext } from '../../core/query/build-query-context';
import type { QueryContext } from '../../core/query/query.types';
import type { TreeFormData } from './tree.types';

/** One row per node: its id, its parent's id, its name and (optionally) the metric. */
export function buildQuery(formData: TreeFormData): QueryContext {
  return buildQueryContext(formData, undefined, { id: 'columns', parent: 'columns', name: 'columns' });
}
