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
    {
      method: 'GET',
      url: /^\/api\/v1\/chart\/favorite_status\//,
      body: { result: rows.map((row) => ({ id: row.id, value: row.id === 2 })) },
    },
    { method: 'GET', url: /^\/api\/v1\/chart\/\?q=/, body: { count: rows.length, result: rows } },
    { method: 'DELETE', url: /^\/api\/v1\/chart\/\?q=/, body: { message: 'Deleted 1 chart' } },
    { method: 'POST', url: /^\/api\/v1\/chart\/\d+\/favorites\/$/, body: { result: 'OK' } },
  ];
}

const OPTION_ROUTES: FakeRoute[] = [
  { method: 'GET', url: /^\/api\/v1\/chart\/related\/created_by\?/, body: { count: 1, result: [{ value: 7, text: 'Grace Hopper' }] } },
  { method: 'GET', url: /^\/api\/v1\/chart\/related\/dashboards\?/, body: { count: 1, result: [{ value: 12, text: 'Sales' }] } },
  { method: 'GET', url: /^\/api\/v1\/dataset\/\?q=/, body: { count: 1, result: [{ id: 5, table_name: 'birth_names' }] } },
  { method: 'GET', url: /^\/api\/v1\/tag\/\?q=/, body: { count: 1, result: [{ id: 30, name: 'finance', type: 1 }] } },
];

/** A chart on `count` dashboards named 'Board 1' … 'Board n'. */
function onDashboards(row: ChartListRow, count: number): ChartListRow {
  return { ...row, dashboards: Array.from({ length: count }, (_, index) => ({ id: 100 + index, dashboard_title: `Board ${index + 1}` })) };
}

async function pick(filter: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: filter }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
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
    expect(api.callsTo('GET', /^\/api\/v1\/chart\/\?q=/)[0]?.url).toContain(
      'order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25',
    );
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

  it('links the dashboards a chart is on, the first 20 then how many more, and badges certified charts', async () => {
    const certified = { ...onDashboards(chart(1, 'Births'), 22), certified_by: 'Data team', certification_details: 'Checked weekly' };
    fakeApi(routes(['can_read'], [certified, onDashboards(chart(2, 'Names'), 1)]));
    renderPage();
    expect(screen.getByRole('columnheader', { name: 'Dashboards added to' })).toBeInTheDocument();
    const births = (await screen.findByRole('link', { name: 'Births' })).closest('tr') as HTMLElement;
    expect(within(births).getByRole('link', { name: 'Board 1' })).toHaveAttribute('href', '/superset/dashboard/100/');
    expect(within(births).getByRole('link', { name: 'Board 20' })).toBeInTheDocument();
    expect(within(births).queryByRole('link', { name: 'Board 21' })).not.toBeInTheDocument();
    expect(within(births).getByText('+ 2 more')).toBeInTheDocument();
    expect(within(births).getByRole('img', { name: 'Certified' })).toBeInTheDocument();
    const names = screen.getByRole('link', { name: 'Names' }).closest('tr') as HTMLElement;
    expect(within(names).getByRole('link', { name: 'Board 1' })).toBeInTheDocument();
    expect(within(names).queryByText(/more$/)).not.toBeInTheDocument();
    expect(within(names).queryByRole('img', { name: 'Certified' })).not.toBeInTheDocument();
  });

  it('filters by creator, dataset, dashboard, certification and tag with the operators the API takes', async () => {
    const api = fakeApi([...routes(['can_read']), ...OPTION_ROUTES]);
    renderPage();
    await screen.findByRole('link', { name: 'Births' });
    const lastQuery = () => api.callsTo('GET', /^\/api\/v1\/chart\/\?q=/).at(-1)?.url ?? '';
    await pick('Created by', 'Grace Hopper');
    await waitFor(() => expect(lastQuery()).toContain('(col:created_by,opr:rel_o_m,value:7)'));
    await pick('Dataset', 'birth_names');
    await waitFor(() => expect(lastQuery()).toContain('(col:datasource_id,opr:eq,value:5)'));
    await pick('Dashboard', 'Sales');
    await waitFor(() => expect(lastQuery()).toContain('(col:dashboards,opr:rel_m_m,value:12)'));
    await pick('Certified', 'Yes');
    await waitFor(() => expect(lastQuery()).toContain('(col:id,opr:chart_is_certified,value:!t)'));
    await pick('Tag', 'finance');
    await waitFor(() => expect(lastQuery()).toContain('(col:tags,opr:chart_tags,value:finance)'));
    expect(api.callsTo('GET', /^\/api\/v1\/dataset\/\?q=/)[0]?.url).toContain('order_column:table_name');
  });

  it('shows a card with a cover, the chart type, owners and the dashboards it is on', async () => {
    fakeApi(routes(['can_read'], [onDashboards(chart(1, 'Births'), 1)]));
    renderPage('card');
    const card = (await screen.findByRole('link', { name: 'Births' })).closest('.card') as HTMLElement;
    expect(within(card).getByTestId('card-cover')).toBeInTheDocument();
    expect(within(card).getByText('Table · public.birth_names')).toBeInTheDocument();
    expect(within(card).getByText('Owners: Ada Lovelace')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Board 1' })).toHaveAttribute('href', '/superset/dashboard/100/');
  });

  it('reports a failed load in a toast', async () => {
    fakeApi([{ method: 'GET', url: /^\/api\/v1\/chart\/\?q=/, status: 500, body: { message: 'database is down' } }]);
    const { store } = renderPage();
    await waitFor(() =>
      expect(store.getState().toasts.items.map((toast) => toast.text)).toContain(
        'An error occurred while fetching charts: database is down',
      ),
    );
  });
});
