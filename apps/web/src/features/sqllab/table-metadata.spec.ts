import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fakeApi } from '../resource-list/testing/fake-api';
import { executeQuery, fetchTableMetadata } from './sqllab.api';
import { resultsFixture, sqlLabStateFixture } from './sqllab.fixtures';
import { loadTableMetadata } from './sqllab.saga';
import { sqlLabReducer, tableAdded, tableMetadataLoaded, tablePreviewStarted, tableRemoved, type SqlLabState } from './sqllab.slice';
import type { ExecuteBody } from './sqllab.types';

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
  const reducer = combineReducers({ sqlLab: sqlLabReducer }) as unknown as Reducer<{ sqlLab: SqlLabState }>;
  const selectStar = 'SELECT\n  id,\n  total\nFROM sales.orders\nLIMIT 100';
  const metadata = {
    name: 'orders',
    columns: [{ name: 'id', type: 'INTEGER' }],
    selectStar,
    primaryKey: { constrained_columns: ['id'], name: 'orders_pkey' },
    foreignKeys: [
      {
        name: 'orders_customer_fk',
        constrained_columns: ['customer_id'],
        referred_schema: 'sales',
        referred_table: 'customers',
        referred_columns: ['id'],
      },
    ],
    indexes: [{ name: 'orders_placed_ix', column_names: ['placed_at'], unique: false }],
  };

  /** The tab's state once `added` went through the reducer, as the page's store would hold it. */
  function stateAfter(added: ReturnType<typeof tableAdded>): { sqlLab: SqlLabState } {
    return { sqlLab: sqlLabReducer(sqlLabStateFixture(), added) };
  }

  it('loads a table pane from the catalog it was added in', async () => {
    const api = fakeApi([{ method: 'GET', url: /table_metadata/, body: { name: 'orders', columns: [{ name: 'id', type: 'INTEGER' }] } }]);
    const added = tableAdded({ queryEditorId: 'tab-1', dbId: 3, catalog: 'warehouse', schema: 'sales', name: 'orders' });
    await expectSaga(loadTableMetadata, added)
      .withReducer(reducer, stateAfter(added))
      .put(tableMetadataLoaded({ id: added.payload.id, columns: [{ name: 'id', type: 'INTEGER' }] }))
      .run();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/v1/database/3/table_metadata/?name=orders&schema=sales&catalog=warehouse']);
  });

  it("keeps the keys and indexes, then previews the table's rows synchronously without making it the tab's latest query", async () => {
    fakeApi([{ method: 'GET', url: /table_metadata/, body: metadata }]);
    const added = tableAdded({ queryEditorId: 'tab-1', dbId: 3, schema: 'sales', name: 'orders' });
    const sent: ExecuteBody[] = [];
    const { storeState } = await expectSaga(loadTableMetadata, added)
      .withReducer(reducer, stateAfter(added))
      .provide({
        call(effect, next) {
          if (effect.fn !== executeQuery) return next();
          sent.push(effect.args[0] as ExecuteBody);
          return { kind: 'results', results: resultsFixture({ limitingFactor: 'QUERY', rows: 1 }) };
        },
      })
      .run();
    expect(sent).toEqual([expect.objectContaining({ database_id: 3, schema: 'sales', sql: selectStar, runAsync: false, queryLimit: 100 })]);
    expect(sent[0]).not.toHaveProperty('sql_editor_id');
    const { sqlLab } = storeState as { sqlLab: SqlLabState };
    const table = sqlLab.tableSchemas[0];
    expect(table).toMatchObject({
      status: 'loaded',
      primaryKey: ['id'],
      foreignKeys: metadata.foreignKeys,
      indexes: metadata.indexes,
      selectStar,
    });
    const preview = sqlLab.queries[table?.dataPreviewQueryId ?? ''];
    expect(preview).toMatchObject({
      id: sent[0]?.client_id,
      isDataPreview: true,
      state: 'success',
      sqlEditorId: 'tab-1',
      results: { data: [{ one: 1, two: 'x' }] },
    });
    expect(sqlLab.editors[0]?.latestQueryId).toBeNull();
  });

  it('previews nothing when the metadata could not be loaded', async () => {
    fakeApi([{ method: 'GET', url: /table_metadata/, status: 404, body: { message: 'Not found' } }]);
    const added = tableAdded({ queryEditorId: 'tab-1', dbId: 3, schema: 'sales', name: 'gone' });
    const { storeState } = await expectSaga(loadTableMetadata, added)
      .withReducer(reducer, stateAfter(added))
      .provide([[matchers.call.fn(executeQuery), { kind: 'results', results: resultsFixture() }]])
      .not.call.fn(executeQuery)
      .run();
    expect((storeState as { sqlLab: SqlLabState }).sqlLab.tableSchemas[0]).toMatchObject({ status: 'failed' });
  });
});

describe('tableRemoved', () => {
  it("drops the table's preview query with it", () => {
    const added = tableAdded({ queryEditorId: 'tab-1', dbId: 3, schema: 'sales', name: 'orders' });
    const withPreview = sqlLabReducer(
      sqlLabReducer(sqlLabStateFixture(), added),
      tablePreviewStarted({
        tableId: added.payload.id,
        query: {
          id: 'preview0001',
          sqlEditorId: 'tab-1',
          dbId: 3,
          sql: 'SELECT 1',
          state: 'running',
          startDttm: 1,
          endDttm: null,
          rows: null,
          resultsKey: null,
          limit: 100,
          limitingFactor: null,
          results: null,
          errorMessage: null,
          error: null,
        },
      }),
    );
    expect(Object.keys(withPreview.queries)).toEqual(['preview0001']);
    const removed = sqlLabReducer(withPreview, tableRemoved(added.payload.id));
    expect(removed.queries).toEqual({});
    expect(removed.tableSchemas).toEqual([]);
  });
});
