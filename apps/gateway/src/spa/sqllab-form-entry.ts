import type { SqlPermalinkFields } from '@tessera/contracts';
import { parseBoundedJson } from '@tessera/contracts';

/** Longer editor addresses go through a stored permalink instead (browsers and proxies cut long URLs). */
export const MAX_ENTRY_URL_LENGTH = 8000;

/** Superset's `requested_query`: what a form post to `/sqllab/` carries in its `form_data` field. */
interface RequestedQuery {
  datasourceKey?: unknown;
  sql?: unknown;
  dbid?: unknown;
  schema?: unknown;
  name?: unknown;
  templateParams?: unknown;
}

/** Where the browser goes next: the editor address that opens the query, or a permalink to store first. */
export type SqlLabEntry = { kind: 'address'; location: string } | { kind: 'permalink'; state: SqlPermalinkFields };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function positiveInt(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}

function parseRequestedQuery(formData: unknown): RequestedQuery {
  if (typeof formData !== 'string') return {};
  try {
    const parsed: unknown = parseBoundedJson(formData);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as RequestedQuery) : {};
  } catch {
    // Superset ignores form data it cannot read and opens the editor as it is.
    return {};
  }
}

/**
 * The `/sqllab/` address holding the posted query in the query parameters the editor reads
 * (`datasourceKey`, `sql`, `dbid`, `schema`, `name`, `templateParams`); one too long for an address
 * becomes a permalink when it names its database.
 */
export function sqlLabEntryOf(formData: unknown): SqlLabEntry {
  const requested = parseRequestedQuery(formData);
  const fields: [string, string | null][] = [
    ['datasourceKey', text(requested.datasourceKey)],
    ['sql', typeof requested.sql === 'string' ? requested.sql : null],
    ['dbid', positiveInt(requested.dbid)?.toString() ?? null],
    ['schema', text(requested.schema)],
    ['name', text(requested.name)],
    ['templateParams', text(requested.templateParams)],
  ];
  const params = new URLSearchParams(fields.filter((field): field is [string, string] => field[1] !== null));
  const query = params.toString();
  const location = query === '' ? '/sqllab/' : `/sqllab/?${query}`;
  const dbId = positiveInt(requested.dbid);
  if (location.length <= MAX_ENTRY_URL_LENGTH || dbId === null || typeof requested.sql !== 'string' || params.has('datasourceKey'))
    return { kind: 'address', location };
  return {
    kind: 'permalink',
    state: {
      dbId,
      sql: requested.sql,
      name: text(requested.name)?.slice(0, 256) ?? '',
      schema: text(requested.schema),
      templateParams: text(requested.templateParams),
    },
  };
}
