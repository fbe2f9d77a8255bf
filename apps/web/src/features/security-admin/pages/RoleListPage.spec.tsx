import type { PermissionViewMenuView } from '@tessera/contracts/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import { RoleListPage } from './RoleListPage';

jest.setTimeout(20_000);

const pair = (id: number, permission: string, view: string): PermissionViewMenuView => ({
  id,
  permission: { id: id * 10, name: permission },
  view_menu: { id: id * 100, name: view },
});

const catalogue = [
  pair(1, 'can_read', 'Chart'),
  pair(2, 'can_write', 'Chart'),
  pair(3, 'can_read', 'Dashboard'),
  pair(4, 'datasource_access', '[examples].[sales](id:7)'),
];

const routes: FakeRoute[] = [
  {
    method: 'GET',
    url: /^\/api\/v1\/security\/roles\/\?q=/,
    body: {
      count: 2,
      result: [
        { id: 1, name: 'Admin' },
        { id: 4, name: 'Gamma' },
      ],
    },
  },
  {
    method: 'GET',
    url: /^\/api\/v1\/security\/roles\/4$/,
    body: { id: 4, result: { id: 4, name: 'Gamma', permission_ids: [1, 3], user_ids: [] } },
  },
  { method: 'GET', url: /^\/api\/v1\/security\/permissions-resources\/\?q=/, body: { count: catalogue.length, result: catalogue } },
  { method: 'POST', url: /^\/api\/v1\/security\/roles\/4\/permissions$/, body: { result: {} } },
  { method: 'POST', url: /^\/api\/v1\/security\/roles\/$/, status: 201, body: { id: 9, result: { name: 'Analyst' } } },
  { method: 'PUT', url: /^\/api\/v1\/security\/roles\/4$/, body: { id: 4, result: { name: 'Viewers' } } },
];

function renderPage() {
  window.history.replaceState(null, '', '/roles/list/');
  return renderWithApp(<RoleListPage />, { path: '/roles/list/', state: signedInState({ Admin: [] }) });
}

async function gammaRow(): Promise<HTMLElement> {
  return (await screen.findByRole('cell', { name: 'Gamma' })).closest('tr') as HTMLElement;
}

describe('RoleListPage', () => {
  it('searches roles by name through the API', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    await gammaRow();
    await person.type(screen.getByRole('searchbox', { name: 'Search' }), 'gam{Enter}');
    await waitFor(() => expect(api.callsTo('GET', /\/security\/roles\/\?q=/).at(-1)?.url).toContain('filter:gam'));
  });

  it('adds and renames roles', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    await person.click(within(await gammaRow()).getByRole('button', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Edit role' });
    const name = within(rename).getByLabelText(/Name/);
    await waitFor(() => expect(name).toHaveValue('Gamma'));
    await person.clear(name);
    await person.type(name, 'Viewers');
    await person.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', /\/security\/roles\/4$/)[0]?.body).toEqual({ name: 'Viewers' }));

    await person.click(screen.getByRole('button', { name: 'Role' }));
    const add = await screen.findByRole('dialog', { name: 'Add role' });
    await person.type(within(add).getByLabelText(/Name/), 'Analyst');
    await person.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', /\/security\/roles\/$/)[0]?.body).toEqual({ name: 'Analyst' }));
  });

  it('edits the permissions of a role: search, tick, untick, save the whole set', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    const { store } = renderPage();
    await person.click(within(await gammaRow()).getByRole('button', { name: 'Edit permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit permissions' });
    expect(await within(dialog).findByText('Permissions of Gamma')).toBeInTheDocument();
    expect(within(dialog).getByText('2 of 4 permissions selected')).toBeInTheDocument();

    await person.type(within(dialog).getByRole('textbox', { name: 'Search permissions' }), 'sales');
    const group = within(dialog).getByRole('group', { name: 'Permissions' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
    await person.click(within(group).getByLabelText('datasource access on [examples].[sales](id:7)'));

    await person.clear(within(dialog).getByRole('textbox', { name: 'Search permissions' }));
    await person.type(within(dialog).getByRole('textbox', { name: 'Search permissions' }), 'can read dashboard');
    await person.click(within(group).getByLabelText('can read on Dashboard'));
    expect(within(dialog).getByText('2 of 4 permissions selected')).toBeInTheDocument();

    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', /\/roles\/4\/permissions$/)[0]?.body).toEqual({ permission_view_menu_ids: [1, 4] }));
    await waitFor(() => expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('Permissions saved'));
  });
});
