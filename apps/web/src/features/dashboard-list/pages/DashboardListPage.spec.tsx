import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeCall, type FakeRoute } from '../../resource-list/testing/fake-api';
import type { DashboardListRow } from '../dashboard-list.api';
import { DashboardListPage } from './DashboardListPage';

// Page tests drive the whole list (sagas, api client, modals); a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

const dashboard = (id: number, dashboard_title: string, slug: string | null, published: boolean): DashboardListRow => ({
  id,
  dashboard_title,
  slug,
  published,
  owners: [],
  changed_by_name: 'Ada Lovelace',
  changed_on_delta_humanized: 'an hour ago',
});

const ada = { id: 1, first_name: 'Ada', last_name: 'Lovelace' };
const grace = { id: 7, first_name: 'Grace', last_name: 'Hopper' };
const rows = [
  { ...dashboard(3, 'Sales', 'sales', true), owners: [ada], certified_by: 'Finance', certification_details: null },
  { ...dashboard(4, 'Scratch', null, false), owners: [grace] },
];

function routes(permissions: string[]): FakeRoute[] {
  return [
    { method: 'PUT', url: /^\/api\/v1\/dashboard\/\d+$/, body: (call: FakeCall) => ({ id: 3, result: call.body }) },
    { method: 'POST', url: /^\/api\/v1\/dashboard\/$/, status: 201, body: { id: 9, result: {} } },
    {
      method: 'GET',
      url: /^\/api\/v1\/dashboard\/related\/created_by\?/,
      body: { count: 1, result: [{ value: 7, text: 'Grace Hopper' }] },
    },
    { method: 'GET', url: /^\/api\/v1\/tag\/\?q=/, body: { count: 1, result: [{ id: 30, name: 'finance', type: 1 }] } },
    { method: 'GET', url: /^\/api\/v1\/dashboard\/_info/, body: { permissions } },
    { method: 'GET', url: /^\/api\/v1\/dashboard\/favorite_status\//, body: { result: rows.map((row) => ({ id: row.id, value: false })) } },
    { method: 'GET', url: /^\/api\/v1\/dashboard\/\?q=/, body: { count: rows.length, result: rows } },
    { method: 'DELETE', url: /^\/api\/v1\/dashboard\/\?q=/, status: 403, body: { message: 'Forbidden' } },
  ];
}

/** Ada (user 1) signed in; `role` Admin may change every dashboard, others only their own. */
function renderPage(role = 'Admin', viewMode = 'table') {
  window.history.replaceState(null, '', `/dashboard/list/?viewMode=${viewMode}`);
  return renderWithApp(<DashboardListPage />, { path: '/dashboard/list/', state: signedInState({ [role]: [] }) });
}

async function pick(filter: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: filter }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('DashboardListPage', () => {
  it('links each dashboard by slug, else by id, and shows whether it is published', async () => {
    fakeApi(routes(['can_read']));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/superset/dashboard/sales/');
    expect(screen.getByRole('link', { name: 'Scratch' })).toHaveAttribute('href', '/superset/dashboard/4/');
    const salesRow = screen.getByRole('link', { name: 'Sales' }).closest('tr') as HTMLElement;
    expect(within(salesRow).getByText('Published')).toBeInTheDocument();
    const scratchRow = screen.getByRole('link', { name: 'Scratch' }).closest('tr') as HTMLElement;
    expect(within(scratchRow).getByText('Draft')).toBeInTheDocument();
  });

  it("shows the server's refusal when a delete fails", async () => {
    const api = fakeApi(routes(['can_read', 'can_write']));
    const { store } = renderPage();
    const row = (await screen.findByRole('link', { name: 'Sales' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await userEvent.type(within(dialog).getByLabelText('Please type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('There was an issue deleting Sales: Forbidden'),
    );
    expect(api.callsTo('DELETE', /\/api\/v1\/dashboard\//)[0]?.url).toBe('/api/v1/dashboard/?q=!(3)');
  });

  it('lets an owner turn a published dashboard into a draft, and no one else', async () => {
    const api = fakeApi(routes(['can_read', 'can_write']));
    const { store } = renderPage('Gamma');
    const sales = (await screen.findByRole('link', { name: 'Sales' })).closest('tr') as HTMLElement;
    const scratch = screen.getByRole('link', { name: 'Scratch' }).closest('tr') as HTMLElement;
    expect(within(scratch).queryByRole('button', { name: 'Draft' })).not.toBeInTheDocument();
    await userEvent.click(within(sales).getByRole('button', { name: 'Published' }));
    await waitFor(() => expect(api.callsTo('PUT', /\/api\/v1\/dashboard\//)).toHaveLength(1));
    expect(api.callsTo('PUT', /\/api\/v1\/dashboard\//)[0]).toMatchObject({ url: '/api/v1/dashboard/3', body: { published: false } });
    await waitFor(() => expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('This dashboard is now hidden'));
    await waitFor(() => expect(api.callsTo('GET', /^\/api\/v1\/dashboard\/\?q=/)).toHaveLength(2));
  });

  it('lets an admin publish any dashboard', async () => {
    const api = fakeApi(routes(['can_read', 'can_write']));
    renderPage('Admin');
    const scratch = (await screen.findByRole('link', { name: 'Scratch' })).closest('tr') as HTMLElement;
    await userEvent.click(within(scratch).getByRole('button', { name: 'Draft' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', /\/api\/v1\/dashboard\//)[0]).toMatchObject({ url: '/api/v1/dashboard/4', body: { published: true } }),
    );
  });

  it('shows the status as a plain badge without write permission', async () => {
    fakeApi(routes(['can_read']));
    renderPage('Admin');
    await screen.findByRole('link', { name: 'Sales' });
    expect(screen.queryByRole('button', { name: 'Published' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Dashboard' })).not.toBeInTheDocument();
  });

  it("'+ Dashboard' creates an empty dashboard owned by the user and opens it in edit mode", async () => {
    const api = fakeApi(routes(['can_read', 'can_write']));
    renderPage('Gamma');
    await userEvent.click(await screen.findByRole('button', { name: '+ Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/superset/dashboard/9/?edit=true'));
    expect(api.callsTo('POST', /^\/api\/v1\/dashboard\/$/)[0]?.body).toEqual({ dashboard_title: '[ untitled dashboard ]', owners: [1] });
  });

  it('badges certified dashboards and lists owners', async () => {
    fakeApi(routes(['can_read']));
    renderPage();
    const sales = (await screen.findByRole('link', { name: 'Sales' })).closest('tr') as HTMLElement;
    expect(within(sales).getByRole('img', { name: 'Certified' })).toBeInTheDocument();
    expect(within(sales).getByText('Ada Lovelace')).toBeInTheDocument();
    const scratch = screen.getByRole('link', { name: 'Scratch' }).closest('tr') as HTMLElement;
    expect(within(scratch).queryByRole('img', { name: 'Certified' })).not.toBeInTheDocument();
  });

  it('filters by creator, certification and tag with the operators the API takes', async () => {
    const api = fakeApi(routes(['can_read']));
    renderPage();
    await screen.findByRole('link', { name: 'Sales' });
    const lastQuery = () => api.callsTo('GET', /^\/api\/v1\/dashboard\/\?q=/).at(-1)?.url ?? '';
    await pick('Created by', 'Grace Hopper');
    await waitFor(() => expect(lastQuery()).toContain('(col:created_by,opr:rel_o_m,value:7)'));
    await pick('Certified', 'No');
    await waitFor(() => expect(lastQuery()).toContain('(col:id,opr:dashboard_is_certified,value:!f)'));
    await pick('Tag', 'finance');
    await waitFor(() => expect(lastQuery()).toContain('(col:tags,opr:dashboard_tags,value:finance)'));
  });

  it('shows a card with a cover, status, owners and a toggle for owners', async () => {
    const api = fakeApi(routes(['can_read', 'can_write']));
    renderPage('Gamma', 'card');
    const card = (await screen.findByRole('link', { name: 'Sales' })).closest('.card') as HTMLElement;
    expect(within(card).getByTestId('card-cover')).toBeInTheDocument();
    expect(within(card).getByText('Owners: Ada Lovelace')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Published' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', /\/api\/v1\/dashboard\//)[0]).toMatchObject({ url: '/api/v1/dashboard/3', body: { published: false } }),
    );
  });
});
