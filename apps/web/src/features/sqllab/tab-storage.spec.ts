import { expectSaga } from 'redux-saga-test-plan';
import { persistTabs } from './sqllab.saga';
import { editorFixture, sqlLabStateFixture } from './sqllab.fixtures';
import {
  isStorageNearlyFull,
  LOCAL_STORAGE_QUOTA_KB,
  readStoredTabs,
  storageUsageKb,
  TABS_STORAGE_KEY,
  writeStoredTabs,
} from './tab-storage';

const asRead = { catalog: null, templateParams: null };

describe('tab storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads back the tabs it wrote, without links to queries of the previous page', () => {
    const editors = [
      editorFixture({ latestQueryId: 'q1' }),
      editorFixture({ id: 'tab-2', name: 'Revenue', dbId: null, schema: null, remoteId: 4 }),
    ];
    expect(writeStoredTabs(window.localStorage, { editors, activeEditorId: 'tab-2' })).toBe(true);
    expect(readStoredTabs(window.localStorage)).toEqual({
      editors: [
        { ...editors[0], ...asRead, latestQueryId: null },
        { ...editors[1], ...asRead },
      ],
      activeEditorId: 'tab-2',
    });
  });

  it("keeps a tab's catalog, template parameters and hidden left bar", () => {
    const editor = editorFixture({ catalog: 'warehouse', templateParams: '{"region": "EU"}', hideLeftBar: true });
    writeStoredTabs(window.localStorage, { editors: [editor], activeEditorId: editor.id });
    expect(readStoredTabs(window.localStorage).editors[0]).toMatchObject({
      catalog: 'warehouse',
      templateParams: '{"region": "EU"}',
      hideLeftBar: true,
    });
  });

  it("keeps a tab's server id and change time, to be matched with the server's copy", () => {
    const editor = editorFixture({ tabStateId: 7, updatedAt: 1_700_000_000_000 });
    writeStoredTabs(window.localStorage, { editors: [editor], activeEditorId: editor.id });
    expect(readStoredTabs(window.localStorage).editors[0]).toMatchObject({ tabStateId: 7, updatedAt: 1_700_000_000_000 });
    window.localStorage.setItem(
      TABS_STORAGE_KEY,
      JSON.stringify({ editors: [{ ...editor, tabStateId: '7', updatedAt: 'yesterday' }], activeEditorId: null }),
    );
    expect(readStoredTabs(window.localStorage).editors[0]).toEqual({ ...editor, ...asRead, tabStateId: null, updatedAt: undefined });
  });

  it('treats missing or damaged storage as no tabs', () => {
    expect(readStoredTabs(window.localStorage)).toEqual({ editors: [], activeEditorId: null });
    window.localStorage.setItem(TABS_STORAGE_KEY, '{not json');
    expect(readStoredTabs(window.localStorage)).toEqual({ editors: [], activeEditorId: null });
    window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ editors: [{ id: 1 }, editorFixture()], activeEditorId: 5 }));
    expect(readStoredTabs(window.localStorage)).toEqual({ editors: [{ ...editorFixture(), ...asRead }], activeEditorId: null });
  });

  it('measures the storage in KB and calls it nearly full at 90 % of 5120 KB', () => {
    window.localStorage.setItem('k', 'x'.repeat(1023));
    expect(storageUsageKb(window.localStorage)).toBe(2);
    expect(isStorageNearlyFull(LOCAL_STORAGE_QUOTA_KB * 0.9 - 1)).toBe(false);
    expect(isStorageNearlyFull(LOCAL_STORAGE_QUOTA_KB * 0.9)).toBe(true);
  });
});

describe('persistTabs', () => {
  beforeEach(() => window.localStorage.clear());

  it('warns once, with the usage, when the storage passes 90 % of its quota', async () => {
    // 4,700 KB of other data: above 4,608 KB (90 % of 5,120 KB).
    window.localStorage.setItem('other', 'x'.repeat(4700 * 512));
    const warning = { shown: false };
    const { effects } = await expectSaga(persistTabs, warning).withState({ sqlLab: sqlLabStateFixture() }).run();
    const toasts = (effects.put ?? []).map(
      (effect: { payload: { action: { payload: { type: string; text: string } } } }) => effect.payload.action.payload,
    );
    expect(toasts).toEqual([
      expect.objectContaining({
        type: 'warning',
        text: expect.stringMatching(
          /^SQL Lab uses your browser's local storage .* you are using 47\d\d\.\d\d KB out of 5120 KB storage space\. .*Save feature/,
        ),
      }),
    ]);
    expect(readStoredTabs(window.localStorage).editors).toHaveLength(1);
    const again = await expectSaga(persistTabs, warning).withState({ sqlLab: sqlLabStateFixture() }).run();
    expect(again.effects.put).toBeUndefined();
  });

  it('stays quiet while the storage has room', async () => {
    const { effects } = await expectSaga(persistTabs, { shown: false }).withState({ sqlLab: sqlLabStateFixture() }).run();
    expect(effects.put).toBeUndefined();
  });
});
