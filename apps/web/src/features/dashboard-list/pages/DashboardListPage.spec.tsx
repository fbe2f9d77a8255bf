import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
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

const rows = [dashboard(3, 'Sales', 'sales', true), dashboard(4, 'Scratch', null, false)];

function routes(permissions: string[]): FakeRoute[] {
  return [
    { method: 'GET', url: /^\/api\/v1\/dashboard\/_info/, body: { permissions } },
    { method: 'GET', url: /^\/api\/v1\/dashboard\/favorite_status\//, body: { result: rows.map((row) => ({ id: row.id, value: false })) } },
    { method: 'GET', url: /^\/api\/v1\/dashboard\/\?q=/, body: { count: rows.length, result: rows } },
    { method: 'DELETE', url: /^\/api\/v1\/dashboard\/\?q=/, status: 403, body: { message: 'Forbidden' } },
  ];
}

function renderPage() {
  window.history.replaceState(null, '', '/dashboard/list/?viewMode=table');
  return renderWithApp(<DashboardListPage />, { path: '/dashboard/list/', state: signedInState({ Admin: [] }) });
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
    await waitFor(() => expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('There was an issue deleting Sales: Forbidden'));
    expect(api.callsTo('DELETE', /\/api\/v1\/dashboard\//)[0]?.url).toBe('/api/v1/dashboard/?q=!(3)');
  });
});
