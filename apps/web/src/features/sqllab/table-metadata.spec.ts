import { expectSaga } from 'redux-saga-test-plan';
import { fakeApi } from '../resource-list/testing/fake-api';
import { fetchTableMetadata } from './sqllab.api';
import { loadTableMetadata } from './sqllab.saga';
import { tableAdded, tableMetadataLoaded } from './sqllab.slice';

describe('fetchTableMetadata', () => {
  const metadata = { name: 'orders', columns: [{ name: 'id', type: 'INTEGER' }] };

  it("asks for the table in the tab's catalog on a database with several", async () => {
    const api = fakeApi([{ method: 'GET', url: /table_metadata/, body: metadata }]);
    await expect(fetchTableMetadata(3, 'sales', 'orders', 'warehouse')).resolves.toEqual(metadata);
    expect(api.calls.map((call) => call.url)).toEqual(['/api/v1/database/3/table_metadata/?name=orders&schema=sales&catalog=warehouse']);
  });

  it('leaves the catalog to the server when the tab has none', async () => {
    const api = fakeApi([{ method: 'GET', url: /table_metadata/, body: metadata }]);
    await fetchTableMetadata(3, 'public', 'orders', null);
    expect(api.calls.map((call) => call.url)).toEqual(['/api/v1/database/3/table_metadata/?name=orders&schema=public']);
  });
});

describe('loadTableMetadata', () => {
  it("loads a table pane from the catalog it was added in", async () => {
    const api = fakeApi([{ method: 'GET', url: /table_metadata/, body: { name: 'orders', columns: [{ name: 'id', type: 'INTEGER' }] } }]);
    const added = tableAdded({ queryEditorId: 'tab-1', dbId: 3, catalog: 'warehouse', schema: 'sales', name: 'orders' });
    await expectSaga(loadTableMetadata, added)
      .put(tableMetadataLoaded({ id: added.payload.id, columns: [{ name: 'id', type: 'INTEGER' }] }))
      .run();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/v1/database/3/table_metadata/?name=orders&schema=sales&catalog=warehouse']);
  });
});
