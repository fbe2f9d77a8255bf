import type { SqlLabDatabase } from './sqllab.types';

/** Where the browser keeps the database the user last had selected in the editor. */
export const LAST_DATABASE_KEY = 'sqllab_last_database_id';

export function readLastDatabaseId(storage: Storage): number | null {
  const id = Number(storage.getItem(LAST_DATABASE_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function rememberDatabaseId(storage: Storage, id: number): void {
  try {
    storage.setItem(LAST_DATABASE_KEY, String(id));
  } catch {
    // A full storage only costs the remembered choice; the editor works without it.
  }
}

/**
 * The database a tab without one starts on, as Superset picks it: the user's last database, else
 * the configured default (`SQLLAB_DEFAULT_DBID`), else the first one exposed in the editor (the
 * lowest id). Each only when the user may use it, i.e. it is among `databases`.
 */
export function defaultDatabaseId(
  databases: readonly SqlLabDatabase[],
  preferred: { lastId: number | null; configuredId: unknown },
): number | null {
  const available = new Set(databases.map((database) => database.id));
  for (const candidate of [preferred.lastId, preferred.configuredId]) {
    if (typeof candidate === 'number' && available.has(candidate)) return candidate;
  }
  return databases.length === 0 ? null : Math.min(...available);
}
