/**
 * History rows the user removed that the server still lists (no server copy of the tab to delete them from),
 * kept in the browser so they stay hidden after a reload.
 */
export const REMOVED_QUERIES_STORAGE_KEY = 'tessera.sqlLab.removedQueries';

/** Only the latest removals are kept: the history lists the newest queries, so older ids no longer show. */
export const REMOVED_QUERIES_CAP = 1000;

/** The server ids of the removed rows; anything unreadable counts as none. */
export function readRemovedQueryIds(storage: Storage): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REMOVED_QUERIES_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

/** Adds a removed row; a full or unavailable storage only costs hiding it after a reload. */
export function rememberRemovedQuery(storage: Storage, id: number): void {
  const ids = [...readRemovedQueryIds(storage)].filter((known) => known !== id);
  ids.push(id);
  try {
    storage.setItem(REMOVED_QUERIES_STORAGE_KEY, JSON.stringify(ids.slice(-REMOVED_QUERIES_CAP)));
  } catch {
    // Nothing else to do: the row is gone for this page's lifetime.
  }
}
