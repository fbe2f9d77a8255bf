import { editorFixture } from './sqllab.fixtures';
import { mergeTabs } from './tab-merge';

const serverTab = (tabStateId: number, updatedAt?: number) =>
  editorFixture({
    id: `tab-${tabStateId}`,
    name: `Server ${tabStateId}`,
    sql: `SELECT ${tabStateId} -- server`,
    tabStateId,
    ...(updatedAt !== undefined ? { updatedAt } : {}),
  });

describe('mergeTabs', () => {
  it('takes the local copy of a server tab when it changed later, and marks it for the server', () => {
    const local = editorFixture({ id: 'local-a', name: 'Edited here', sql: 'SELECT 7 -- local', tabStateId: 7, updatedAt: 2_000 });
    const merged = mergeTabs(
      { editors: [serverTab(7, 1_000), serverTab(8, 1_000)], activeEditorId: 'tab-8' },
      { editors: [local], activeEditorId: 'local-a' },
    );
    expect(merged.editors).toEqual([{ ...local, id: 'tab-7' }, serverTab(8, 1_000)]);
    expect(merged.unsyncedTabStateIds).toEqual([7]);
    expect(merged.activeEditorId).toBe('tab-8');
  });

  it('keeps the server copy when it changed later than the local one, or at the same time', () => {
    const olderLocal = editorFixture({ id: 'local-a', sql: 'SELECT 7 -- local', tabStateId: 7, updatedAt: 1_000 });
    const sameTimeLocal = editorFixture({ id: 'local-b', sql: 'SELECT 8 -- local', tabStateId: 8, updatedAt: 1_500 });
    const merged = mergeTabs(
      { editors: [serverTab(7, 3_000), serverTab(8, 1_500)], activeEditorId: 'tab-7' },
      { editors: [olderLocal, sameTimeLocal], activeEditorId: null },
    );
    expect(merged.editors).toEqual([serverTab(7, 3_000), serverTab(8, 1_500)]);
    expect(merged.unsyncedTabStateIds).toEqual([]);
  });

  it('counts a copy without a change time as the oldest', () => {
    const timedLocal = editorFixture({ id: 'local-a', sql: 'SELECT 7 -- local', tabStateId: 7, updatedAt: 5 });
    const untimedLocal = editorFixture({ id: 'local-b', sql: 'SELECT 8 -- local', tabStateId: 8 });
    const merged = mergeTabs(
      { editors: [serverTab(7), serverTab(8, 5)], activeEditorId: 'tab-7' },
      { editors: [timedLocal, untimedLocal], activeEditorId: null },
    );
    expect(merged.editors.map((editor) => editor.sql)).toEqual(['SELECT 7 -- local', 'SELECT 8 -- server']);
    expect(merged.unsyncedTabStateIds).toEqual([7]);
  });

  it('adds the tabs only this browser has and drops local copies of tabs the server no longer has', () => {
    const localOnly = editorFixture({ id: 'local-new', name: 'Not stored yet', tabStateId: null, updatedAt: 9_000 });
    const closedElsewhere = editorFixture({ id: 'local-gone', tabStateId: 99, updatedAt: 9_000 });
    const merged = mergeTabs(
      { editors: [serverTab(7, 1)], activeEditorId: null },
      { editors: [closedElsewhere, localOnly], activeEditorId: 'local-new' },
    );
    expect(merged.editors.map((editor) => editor.id)).toEqual(['tab-7', 'local-new']);
    // The server names no active tab, so the browser's choice stands.
    expect(merged.activeEditorId).toBe('local-new');
  });
});
