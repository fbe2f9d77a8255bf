import { DEFAULT_QUERY_LIMIT } from './sqllab.slice';
import type { QueryEditor } from './sqllab.types';

/** Editor tabs live in the browser under one key when the backend does not keep them (spec part 2 §4). */
export const TABS_STORAGE_KEY = 'tessera.sqlLab.tabs';

export interface StoredTabs {
  editors: QueryEditor[];
  activeEditorId: string | null;
}

function isEditor(value: unknown): value is QueryEditor {
  const editor = value as QueryEditor;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof editor.id === 'string' &&
    typeof editor.name === 'string' &&
    typeof editor.sql === 'string'
  );
}

/**
 * The stored tabs; anything unreadable counts as none. Queries are not kept, so no tab points at one.
 * A tab keeps its server id and change time, to be matched with the server's copy when the backend keeps tabs.
 */
export function readStoredTabs(storage: Storage): StoredTabs {
  try {
    const parsed = JSON.parse(storage.getItem(TABS_STORAGE_KEY) ?? 'null') as Partial<StoredTabs> | null;
    const editors = Array.isArray(parsed?.editors) ? parsed.editors.filter(isEditor) : [];
    return {
      editors: editors.map((editor) => ({
        id: editor.id,
        name: editor.name,
        dbId: typeof editor.dbId === 'number' ? editor.dbId : null,
        schema: typeof editor.schema === 'string' ? editor.schema : null,
        sql: editor.sql,
        queryLimit: typeof editor.queryLimit === 'number' ? editor.queryLimit : DEFAULT_QUERY_LIMIT,
        latestQueryId: null,
        remoteId: typeof editor.remoteId === 'number' ? editor.remoteId : null,
        tabStateId: typeof editor.tabStateId === 'number' ? editor.tabStateId : null,
        catalog: typeof editor.catalog === 'string' ? editor.catalog : null,
        templateParams: typeof editor.templateParams === 'string' ? editor.templateParams : null,
        ...(editor.hideLeftBar === true ? { hideLeftBar: true } : {}),
        ...(typeof editor.updatedAt === 'number' ? { updatedAt: editor.updatedAt } : {}),
      })),
      activeEditorId: typeof parsed?.activeEditorId === 'string' ? parsed.activeEditorId : null,
    };
  } catch {
    return { editors: [], activeEditorId: null };
  }
}

/** Keeps the tabs; a full or unavailable storage only costs the restore after a reload. */
export function writeStoredTabs(storage: Storage, tabs: StoredTabs): boolean {
  try {
    storage.setItem(TABS_STORAGE_KEY, JSON.stringify(tabs));
    return true;
  } catch {
    return false;
  }
}

/** The browser's storage quota the editor plans for (spec part 2 §9): 5120 KB of 1024 bytes. */
export const LOCAL_STORAGE_QUOTA_KB = 5120;
export const BYTES_PER_KB = 1024;
/** Past this share of the quota the user is warned to close tabs. */
export const LOCAL_STORAGE_WARNING_RATIO = 0.9;

/** Kilobytes the origin's storage holds: keys and values, two bytes a character as browsers count them. */
export function storageUsageKb(storage: Storage): number {
  let characters = 0;
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null) characters += key.length + (storage.getItem(key)?.length ?? 0);
  }
  return (characters * 2) / BYTES_PER_KB;
}

export function isStorageNearlyFull(usageKb: number): boolean {
  return usageKb >= LOCAL_STORAGE_QUOTA_KB * LOCAL_STORAGE_WARNING_RATIO;
}
