import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import type { QueryContext } from '../../core/query/query.types';
import type { CountryMapFormData } from './country-map.types';

/** The metric per region code, as Superset's legacy country map asks for it. */
export function buildQuery(formData: CountryMapFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: ensureIsArray(formData.entity),
      metrics: formData.metric ? [formData.metric] : [],
    },
  ]);
}
