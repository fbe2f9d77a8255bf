import { fakeApi } from '../resource-list/testing/fake-api';
import { createQueryDataset, overwriteQueryDataset } from './sqllab-results.api';

const source = {
  database: 3,
  schema: 'public',
  sql: "SELECT * FROM sales WHERE region = '{{ region }}'",
  template_params: '{"region": "EMEA"}',
};

describe('query datasets', () => {
  it('creates the virtual dataset with the template parameters the query ran with', async () => {
    const api = fakeApi([{ method: 'POST', url: /^\/api\/v1\/dataset\/$/, status: 201, body: { id: 41, result: {} } }]);
    expect(await createQueryDataset(source, 'Sales 11/25/2026')).toBe(41);
    expect(api.callsTo('POST', /dataset/).map((call) => call.body)).toEqual([{ ...source, table_name: 'Sales 11/25/2026' }]);
  });

  it('overwrites a dataset’s SQL and template parameters, asking the server to refresh its columns', async () => {
    const api = fakeApi([{ method: 'PUT', url: /^\/api\/v1\/dataset\/9\?override_columns=true$/, body: { id: 9, result: {} } }]);
    await overwriteQueryDataset(9, source);
    expect(api.callsTo('PUT', /dataset/).map((call) => call.body)).toEqual([
      { sql: source.sql, database_id: 3, template_params: '{"region": "EMEA"}' },
    ]);
  });
});
