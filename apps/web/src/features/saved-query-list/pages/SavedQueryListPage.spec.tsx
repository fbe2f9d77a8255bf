import { screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi } from '../../resource-list/testing/fake-api';
import type { SavedQueryListRow } from '../saved-query-list.api';
import { SavedQueryListPage } from './SavedQueryListPage';

// Page tests drive the whole list (sagas, api client, modals); a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

const query: SavedQueryListRow = {
  id: 4,
  label: 'Top names',
  description: null,
  database: { id: 1, database_name: 'examples' },
  schema: 'public',
  sql: 'SELECT name FROM birth_names',
  sql_tables: [{ table: 'birth_names', schema: 'public', catalog: null }],
  changed_on_delta_humanized: '5 minutes ago',
};

describe('SavedQueryListPage', () => {
  beforeEach(() => window.history.replaceState(null, '', '/savedqueryview/list/'));

  it('lists saved queries with links that open them in the SQL editor', async () => {
    const api = fakeApi([
      { method: 'GET', url: /^\/api\/v1\/saved_query\/_info/, body: { permissions: ['can_read', 'can_write'] } },
      { method: 'GET', url: /^\/api\/v1\/saved_query\/\?q=/, body: { count: 1, result: [query] } },
    ]);
    renderWithApp(<SavedQueryListPage />, { path: '/savedqueryview/list/', state: signedInState({ Admin: [] }) });
    const link = await screen.findByRole('link', { name: 'Top names' });
    expect(link).toHaveAttribute('href', '/sqllab/?savedQueryId=4');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('examples')).toBeInTheDocument();
    expect(within(row).getByText('birth_names')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument());
    expect(api.callsTo('GET', /^\/api\/v1\/saved_query\/\?q=/)).toHaveLength(1);
  });

  it("marks the queries saved with a schedule as 'Scheduled'", async () => {
    const scheduled = {
      ...query,
      id: 5,
      label: 'Nightly names',
      extra: { schedule_info: { schedule_interval: '0 0 * * *', start_date: '2026-12-01' } },
    };
    fakeApi([
      { method: 'GET', url: /^\/api\/v1\/saved_query\/_info/, body: { permissions: ['can_read'] } },
      { method: 'GET', url: /^\/api\/v1\/saved_query\/\?q=/, body: { count: 2, result: [{ ...query, extra: {} }, scheduled] } },
    ]);
    renderWithApp(<SavedQueryListPage />, { path: '/savedqueryview/list/', state: signedInState({ Admin: [] }) });
    const scheduledRow = (await screen.findByRole('link', { name: 'Nightly names' })).closest('tr') as HTMLElement;
    expect(within(scheduledRow).getByText('Scheduled')).toBeInTheDocument();
    const plainRow = screen.getByRole('link', { name: 'Top names' }).closest('tr') as HTMLElement;
    expect(within(plainRow).queryByText('Scheduled')).not.toBeInTheDocument();
  });

  it('explains a failed load instead of crashing', async () => {
    fakeApi([{ method: 'GET', url: /^\/api\/v1\/saved_query\/\?q=/, status: 404, body: { message: 'Not found' } }]);
    const { store } = renderWithApp(<SavedQueryListPage />, { path: '/savedqueryview/list/', state: signedInState({ Admin: [] }) });
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().toasts.items.map((toast) => toast.text)).toContain(
        'An error occurred while fetching saved queries: Not found',
      ),
    );
  });
});
