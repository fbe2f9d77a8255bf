import { editorFixture } from './sqllab.fixtures';
import { readStoredTabs, TABS_STORAGE_KEY, writeStoredTabs } from './tab-storage';

describe('tab storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads back the tabs it wrote, without links to queries of the previous page', () => {
    const editors = [editorFixture({ latestQueryId: 'q1' }), editorFixture({ id: 'tab-2', name: 'Revenue', dbId: null, schema: null, remoteId: 4 })];
    expect(writeStoredTabs(window.localStorage, { editors, activeEditorId: 'tab-2' })).toBe(true);
    expect(readStoredTabs(window.localStorage)).toEqual({ editors: [{ ...editors[0], latestQueryId: null }, editors[1]], activeEditorId: 'tab-2' });
  });

  it('treats missing or damaged storage as no tabs', () => {
    expect(readStoredTabs(window.localStorage)).toEqual({ editors: [], activeEditorId: null });
    window.localStorage.setItem(TABS_STORAGE_KEY, '{not json');
    expect(readStoredTabs(window.localStorage)).toEqual({ editors: [], activeEditorId: null });
    window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ editors: [{ id: 1 }, editorFixture()], activeEditorId: 5 }));
    expect(readStoredTabs(window.localStorage)).toEqual({ editors: [editorFixture()], activeEditorId: null });
  });
});
