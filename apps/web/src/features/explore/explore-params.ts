import type { ExploreLoadParams } from './explore.types';

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/**
 * What Explore opens from the address: `slice_id`, `form_data_key`, `permalink_key`, and a dataset
 * as `datasource=<id>__<type>` or `datasource_id=&datasource_type=`.
 */
export function parseExploreParams(search: string): ExploreLoadParams {
  const query = new URLSearchParams(search);
  const params: ExploreLoadParams = {};
  const sliceId = positiveInt(query.get('slice_id'));
  if (sliceId !== undefined) params.sliceId = sliceId;
  const formDataKey = query.get('form_data_key');
  if (formDataKey) params.formDataKey = formDataKey;
  const permalinkKey = query.get('permalink_key');
  if (permalinkKey) params.permalinkKey = permalinkKey;
  const [datasourceIdPart, datasourceType] = (query.get('datasource') ?? '').split('__');
  const datasourceId = positiveInt(datasourceIdPart || query.get('datasource_id'));
  if (datasourceId !== undefined) {
    params.datasourceId = datasourceId;
    params.datasourceType = datasourceType || query.get('datasource_type') || 'table';
  }
  return params;
}

export function hasExploreSource(params: ExploreLoadParams): boolean {
  return Object.keys(params).length > 0;
}

export function sameParams(a: ExploreLoadParams | null, b: ExploreLoadParams): boolean {
  if (!a) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof ExploreLoadParams>;
  return [...keys].every((key) => a[key] === b[key]);
}

/** The Explore address of `params`, as Superset writes it (`?form_data_key=…&slice_id=…`). */
export function exploreSearch(params: ExploreLoadParams): string {
  const query = new URLSearchParams();
  if (params.formDataKey) query.set('form_data_key', params.formDataKey);
  if (params.permalinkKey) query.set('permalink_key', params.permalinkKey);
  if (params.sliceId !== undefined) query.set('slice_id', String(params.sliceId));
  if (params.datasourceId !== undefined) {
    query.set('datasource_id', String(params.datasourceId));
    query.set('datasource_type', params.datasourceType ?? 'table');
  }
  return `?${query.toString()}`;
}
