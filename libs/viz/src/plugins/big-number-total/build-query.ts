import { buildQueryContext } from '../../core/query/build-query-context';
import type { QueryContext } from '../../core/query/query.types';
import type { BigNumberTotalFormData } from './big-number-total.types';

/** One aggregate over the filtered dataset: the metric and nothing to group by. */
export function buildQuery(formData: BigNumberTotalFormData): QueryContext {
  return buildQueryContext(formData);
}
