import { fakeApi } from '../resource-list/testing/fake-api';
import { createSavedQuery, fetchQueryOrigin } from './sqllab.api';

describe('saved queries and the query history', () => {
  it('posts a scheduled query with its extra_json as a string, and answers the new id', async () => {
    const api = fakeApi([{ method: 'POST', url: /^\/api\/v1\/saved_query\/$/, status: 201, body: { id: 31, result: {} } }]);
    const body = {
      label: 'Nightly',
      description: '',
      db_id: 3,
      schema: 'public',
      sql: 'SELECT 1',
      extra_json: '{"schedule_info":{"schedule_interval":"0 0 * * *","start_date":"2026-12-01"}}',
    };
    expect(await createSavedQuery(body)).toBe(31);
    expect(api.callsTo('POST', /saved_query/).map((call) => call.body)).toEqual([body]);
  });

  it("reads a history row's client id and tab from GET /api/v1/query/{id}", async () => {
    fakeApi([
      {
        method: 'GET',
        url: /^\/api\/v1\/query\/12$/,
        body: { id: 12, result: { id: 12, client_id: 'aB3_x-9', sql_editor_id: '7', sql: 'SELECT 1' } },
      },
    ]);
    expect(await fetchQueryOrigin(12)).toMatchObject({ id: 12, client_id: 'aB3_x-9', sql_editor_id: '7' });
  });
});
