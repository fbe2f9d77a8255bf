import { fakeApi } from '../resource-list/testing/fake-api';
import { editorFixture } from './sqllab.fixtures';
import { deleteTabStateQuery, QUERY_EDITOR_VERSION, tabStateChangesOf, updateTabState } from './tab-state.api';

describe('updateTabState', () => {
  it('sends the tab with its change time and the state version in extra_json', async () => {
    const api = fakeApi([{ method: 'PUT', url: /^\/tabstateview\/7$/, body: 7 }]);
    const editor = editorFixture({
      tabStateId: 7,
      catalog: 'warehouse',
      templateParams: '{"region": "EU"}',
      updatedAt: 1_700_000_000_000,
      hideLeftBar: true,
    });
    await updateTabState(7, tabStateChangesOf(editor));
    expect(api.callsTo('PUT', /tabstateview/)).toEqual([
      {
        method: 'PUT',
        url: '/tabstateview/7',
        body: {
          label: 'Untitled Query 1',
          database_id: 3,
          schema: 'public',
          sql: "SELECT 1 AS one, 'x' AS two",
          query_limit: 1000,
          saved_query_id: null,
          catalog: 'warehouse',
          template_params: '{"region": "EU"}',
          hide_left_bar: true,
          extra_json: { updatedAt: 1_700_000_000_000, version: QUERY_EDITOR_VERSION },
        },
      },
    ]);
  });

  it('sends the version alone for a tab never changed in this browser', () => {
    expect(tabStateChangesOf(editorFixture({ tabStateId: 7 })).extra_json).toEqual({ version: QUERY_EDITOR_VERSION });
  });
});

describe('deleteTabStateQuery', () => {
  it('deletes the query by its client id under the server tab', async () => {
    const api = fakeApi([{ method: 'DELETE', url: /^\/tabstateview\/7\/query\/aB3_x-9$/, body: 'OK' }]);
    await deleteTabStateQuery(7, 'aB3_x-9');
    expect(api.callsTo('DELETE', /tabstateview/).map((call) => call.url)).toEqual(['/tabstateview/7/query/aB3_x-9']);
  });

  it('passes the server’s refusal on, with its status', async () => {
    fakeApi([]);
    await expect(deleteTabStateQuery(7, 'gone')).rejects.toMatchObject({ detail: { status: 404 } });
  });
});
