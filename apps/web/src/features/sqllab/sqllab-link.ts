import type { SqlLabLink } from './sqllab.types';

const positiveInt = (raw: string | null): number | null => (raw !== null && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** The editor address of a shared tab (`POST /api/v1/sqllab/permalink` answers its key). */
export function sqlLabPermalinkPath(key: string): string {
  return `/sqllab/p/${encodeURIComponent(key)}/`;
}

/**
 * SQL the address brings into a new tab: the shared tab of `/sqllab/p/{key}/`, a dataset's query
 * (`?datasourceKey=`), or `?sql=…&dbid=…` (with optional `schema`, `name` and `templateParams`; the
 * gateway sends a form post of `/sqllab/` here).
 */
export function sqlLabLinkOf(permalinkKey: string | undefined, search: string): SqlLabLink | null {
  if (permalinkKey) return { kind: 'permalink', key: permalinkKey };
  const query = new URLSearchParams(search);
  const sql = query.get('sql');
  const datasetId = positiveInt((query.get('datasourceKey') ?? '').split('__')[0] ?? null);
  if (datasetId !== null) return { kind: 'datasource', datasetId, sql };
  if (sql === null) return null;
  const templateParams = query.get('templateParams') || null;
  const tab = { sql, dbId: positiveInt(query.get('dbid')), schema: query.get('schema') || null, name: query.get('name') || null };
  return { kind: 'sql', tab: templateParams ? { ...tab, templateParams } : tab };
}
