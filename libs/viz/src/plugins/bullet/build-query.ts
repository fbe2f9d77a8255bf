import { buildQueryContext } from '../../core/query/build-query-context';
import type { QueryContext } from '../../core/query/query.types';
import type { BulletFormData } from './bullet.types';

/** The one metric over the filtered dataset. */
export function buildQuery(formData: BulletFormData): QueryContext {
  return buildQueryContext(formData, (base) => [{ ...base, columns: [] }]);
}
