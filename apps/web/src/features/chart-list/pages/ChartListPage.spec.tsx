import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import type { ChartListRow } from '../chart-list.api';
import { ChartListPage } from './ChartListPage';

// Page tests drive the whole list (sagas, api client, modals); a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

const chart = (id: number, slice_name: string): ChartListRow => ({
  id,
  slice_name,
  viz_type: 'table',
  description: null,
  datasource_name_text: 'public.birth_names',
  datasource_url: null,
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
  changed_by_name: 'Ada Lovelace',
  changed_on_delta_humanized: '2 days ago',
  certified_by: null,
  tags: [
    { id: 30, name: 'finance', type: 1 },
    { id: 31, name: 'owner:1', type: 3 },
  ],
});

function routes(permissions: string[], rows = [chart(1, 'Births'), chart(2, 'Names')]): FakeRoute[] {
  return [
    { method: 'GET', url: /^\/api\/v1\/chart\/_info/, body: { permissions } },
    { method: 'GET', url: /^\/api\/v1\/chart\/favorite_status\//, body: { result: rows.map((row) => ({ id: row.id, value: row.id === 2 })) } },
    { method: 'GET', url: /^\/api\/v1\/chart\/\?q=/, body: { count: rows.length, result: rows } },
    { method: 'DELETE', url: /^\/api\/v1\/chart\/\?q=/, body: { message: 'Deleted 1 chart' } },
    { method: 'POST', url: /^\/api\/v1\/chart\/\d+\/favorites\/$/, body: { result: 'OK' } },
  ];
}

function renderPage(viewMode = 'table') {
  window.history.replaceState(null, '', `/chart/list/?viewMode=${viewMode}`);
  return renderWithApp(<ChartListPage />, { path: '/chart/list/', state: signedInState({ Admin: [] }) });
}

describe('ChartListPage', () => {
  it('lists charts with links to Explore, asking for the first page of 25 by last change', async () => {
    const api = fakeApi(routes(['can_read', 'can_write']));
    renderPage();
    const link = await screen.findByRole('link', { name: 'Births' });
    expect(link).toHaveAttribute('href', '/explore/?slice_id=1');
    expect(screen.getAllByText('public.birth_names')).toHaveLength(2);
    expect(api.callsTo('GET', /^\/api\/v1\/chart\/\?q=/)[0]?.url).toContain('order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Unfavorite' })).toHaveLength(1));
    const tags = within(link.closest('tr') as HTMLElement).getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'finance' })).toHaveAttribute('href', '/superset/all_entities/?id=30');
    expect(within(tags).queryByText('owner:1')).not.toBeInTheDocument();
  });

  it('stars a chart through its favourites endpoint', async () => {
    const api = fakeApi(routes(['can_read']));
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Favorite' })).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Unfavorite' })).toHaveLength(2));
    expect(api.callsTo('POST', /\/api\/v1\/chart\/1\/favorites\//)).toHaveLength(1);
  });

  it('deletes a chart once DELETE is typed, then reloads the page and says so', async () => {
    const api = fakeApi(routes(['can_read', 'can_write']));
    const { store } = renderPage();
    const row = (await screen.findByRole('link', { name: 'Births' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText('Are you sure you want to delete Births?')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Please type DELETE to confirm'), 'delete');
    await userEvent.click(confirm);
    await waitFor(() => expect(api.callsTo('DELETE', /\/api\/v1\/chart\//)).toHaveLength(1));
    expect(api.callsTo('DELETE', /\/api\/v1\/chart\//)[0]?.url).toBe('/api/v1/chart/?q=!(1)');
    await waitFor(() => expect(api.callsTo('GET', /^\/api\/v1\/chart\/\?q=/)).toHaveLength(2));
    expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('Deleted 1 chart');
  });

  it('deletes the bulk selection', async () => {
    const api = fakeApi(routes(['can_read', 'can_write']));
    renderPage();
    await screen.findByRole('link', { name: 'Births' });
    await userEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Bulk select' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText('Are you sure you want to delete the selected charts?')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Please type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', /\/api\/v1\/chart\//)[0]?.url).toBe('/api/v1/chart/?q=!(1,2)'));
  });

  it('offers no delete or bulk select without write permission', async () => {
    fakeApi(routes(['can_read']));
    renderPage();
    await screen.findByRole('link', { name: 'Births' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Favorite' })).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bulk select' })).not.toBeInTheDocument();
  });

  it('shows charts as cards by default', async () => {
    fakeApi(routes(['can_read']));
    window.history.replaceState(null, '', '/chart/list/');
    renderWithApp(<ChartListPage />, { path: '/chart/list/', state: signedInState({ Admin: [] }) });
    expect(await screen.findByRole('link', { name: 'Names' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Card view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText('Modified 2 days ago')).toHaveLength(2);
  });

  it('reports a failed load in a toast', async () => {
    fakeApi([{ method: 'GET', url: /^\/api\/v1\/chart\/\?q=/, status: 500, body: { message: 'database is down' } }]);
    const { store } = renderPage();
    await waitFor(() =>
      expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('An error occurred while fetching charts: database is down'),
    );
  });
});
