import type { QueryEditor } from './sqllab.types';
import type { StoredTabs } from './tab-storage';

export interface MergedTabs extends StoredTabs {
  /** Server tabs whose copy in this browser changed later: the server is to get that copy. */
  unsyncedTabStateIds: number[];
}

/** A tab without a change time (never edited, or stored before times were kept) is the oldest. */
const isNewer = (local: QueryEditor, server: QueryEditor): boolean => (local.updatedAt ?? 0) > (server.updatedAt ?? 0);

/**
 * The tabs of a page load when the backend keeps them: the server's, each replaced by this browser's copy
 * when that one changed later (an edit made just before a reload, not yet sent), then the tabs only this
 * browser has, which the next sync moves to the server. A local copy of a tab the server no longer has was
 * closed elsewhere and is dropped. The server says which tab is active.
 */
export function mergeTabs(server: StoredTabs, local: StoredTabs): MergedTabs {
  const localCopies = new Map(local.editors.filter((editor) => editor.tabStateId !== null).map((editor) => [editor.tabStateId, editor]));
  const unsyncedTabStateIds: number[] = [];
  const fromServer = server.editors.map((serverTab) => {
    const localTab = localCopies.get(serverTab.tabStateId);
    if (!localTab || serverTab.tabStateId === null || !isNewer(localTab, serverTab)) return serverTab;
    unsyncedTabStateIds.push(serverTab.tabStateId);
    return { ...localTab, id: serverTab.id, tabStateId: serverTab.tabStateId };
  });
  const editors = [...fromServer, ...local.editors.filter((editor) => editor.tabStateId === null)];
  const isOpen = (id: string | null): id is string => id !== null && editors.some((editor) => editor.id === id);
  const activeEditorId = isOpen(server.activeEditorId) ? server.activeEditorId : isOpen(local.activeEditorId) ? local.activeEditorId : null;
  return { editors, activeEditorId, unsyncedTabStateIds };
}
