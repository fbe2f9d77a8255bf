import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi } from '../../resource-list/testing/fake-api';
import { runDuration, type QueryListRow } from '../query-history.api';
import { QueryHistoryPage } from './QueryHistoryPage';

// Page tests drive the whole list (sagas, api client); a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

const run: QueryListRow = {
  id: 31,
  changed_on: '2026-11-28T10:00:02',
  database: { id: 2, database_name: 'examples' },
  executed_sql: 'SELECT name FROM birth_names LIMIT 1001',
  rows: 1001,
  schema: 'public',
  sql: 'SELECT name FROM birth_names',
  sql_tables: [{ table: 'birth_names', schema: 'public', catalog: null }],
  status: 'success',
  tab_name: 'Names',
  user: { id: 1, first_name: 'Ada', last_name: 'Admin' },
  start_time: 1_796_000_000_000,
  end_time: 1_796_000_001_234,
  tmp_table_name: null,
  tracking_url: null,
};

describe('QueryHistoryPage', () => {
  beforeEach(() => window.history.replaceState(null, '', '/sqllab/history/'));

  it('lists past runs with state, duration, database, tables, user and a link that reopens the SQL', async () => {
    const api = fakeApi([{ method: 'GET', url: /^\/api\/v1\/query\/\?q=/, body: { count: 1, result: [run] } }]);
    renderWithApp(<QueryHistoryPage />, { path: '/sqllab/history/', state: signedInState({ Admin: [] }) });
    const sql = await screen.findByText('SELECT name FROM birth_names');
    const row = sql.closest('tr') as HTMLElement;
    expect(within(row).getByLabelText('Success')).toBeInTheDocument();
    expect(within(row).getByText('00:00:01.234')).toBeInTheDocument();
    expect(within(row).getByText('examples')).toBeInTheDocument();
    expect(within(row).getByText('birth_names')).toBeInTheDocument();
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open query in SQL Lab' })).toHaveAttribute(
      'href',
      '/sqllab/?sql=SELECT+name+FROM+birth_names&dbid=2&schema=public&name=Names',
    );
    expect(api.callsTo('GET', /^\/api\/v1\/query\/\?q=/)[0]?.url).toContain('order_column:start_time');
  });

  it('offers the filters of Superset’s query history', async () => {
    fakeApi([{ method: 'GET', url: /^\/api\/v1\/query\/\?q=/, body: { count: 0, result: [] } }]);
    renderWithApp(<QueryHistoryPage />, { path: '/sqllab/history/', state: signedInState({ Admin: [] }) });
    await screen.findByRole('heading', { name: 'Query history' });
    for (const name of ['Database', 'State', 'User', 'Search by query text']) expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Time range').length).toBeGreaterThan(0);
  });
});

describe('runDuration', () => {
  it('is empty while a query runs', () => {
    expect(runDuration({ start_time: 1, end_time: null })).toBe('');
    expect(runDuration({ start_time: 0, end_time: 3_723_004 })).toBe('01:02:03.004');
  });
});
