import type { SecurityUserView } from '@tessera/contracts/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import { UserListPage } from './UserListPage';

// Page tests drive the whole list (sagas, api client, modals); a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

function user(id: number, username: string, active: boolean, roles: SecurityUserView['roles']): SecurityUserView {
  return {
    id,
    first_name: username[0]?.toUpperCase() + username.slice(1),
    last_name: 'Doe',
    username,
    email: `${username}@example.org`,
    active,
    roles,
    created_on: '2026-01-01T00:00:00Z',
    changed_on: '2026-01-01T00:00:00Z',
    last_login: null,
    login_count: 0,
  };
}

const gamma = { id: 4, name: 'Gamma' };
const users = [user(1, 'admin', true, [{ id: 1, name: 'Admin' }]), user(2, 'gail', true, [gamma])];

const routes: FakeRoute[] = [
  { method: 'GET', url: /^\/api\/v1\/security\/users\/\?q=/, body: { count: 2, result: users } },
  { method: 'GET', url: /^\/api\/v1\/security\/users\/2$/, body: { id: 2, result: users[1] } },
  { method: 'GET', url: /^\/api\/v1\/security\/roles\/\?q=/, body: { count: 2, result: [{ id: 1, name: 'Admin' }, gamma] } },
  { method: 'POST', url: /^\/api\/v1\/security\/users\/$/, status: 201, body: { id: 3, result: {} } },
  { method: 'PUT', url: /^\/api\/v1\/security\/users\/2$/, body: { id: 2, result: {} } },
  { method: 'DELETE', url: /^\/api\/v1\/security\/users\/2$/, body: { message: 'OK' } },
];

function renderPage(admin = true) {
  window.history.replaceState(null, '', '/users/list/');
  return renderWithApp(<UserListPage />, {
    path: '/users/list/',
    state: signedInState(admin ? { Admin: [] } : { Gamma: [['can_read', 'User']] }),
  });
}

const toasts = (store: ReturnType<typeof renderPage>['store']) => store.getState().toasts.items.map((toast) => toast.text);

describe('UserListPage', () => {
  it('lists users by user name with their roles and state', async () => {
    const api = fakeApi(routes);
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'gail' })).closest('tr') as HTMLElement;
    expect(api.callsTo('GET', /^\/api\/v1\/security\/users\/\?q=/)[0]?.url).toContain('order_column:username,order_direction:asc');
    expect(within(row).getByRole('cell', { name: 'gail@example.org' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Gamma' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
  });

  it('adds a user with a password and a role', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    const { store } = renderPage();
    await screen.findByRole('cell', { name: 'gail' });
    await person.click(screen.getByRole('button', { name: 'User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await person.type(within(dialog).getByLabelText(/First name/), 'Grace');
    await person.type(within(dialog).getByLabelText(/Last name/), 'Hopper');
    await person.type(within(dialog).getByLabelText(/User name/), 'grace');
    await person.type(within(dialog).getByLabelText(/Email/), 'grace@example.org');
    await person.type(within(dialog).getByLabelText(/^Password/), 'secret-1');
    await person.type(within(dialog).getByLabelText(/Confirm password/), 'secret-2');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await person.clear(within(dialog).getByLabelText(/Confirm password/));
    await person.type(within(dialog).getByLabelText(/Confirm password/), 'secret-1');
    await person.click(within(dialog).getByRole('combobox', { name: 'Roles' }));
    await person.click(await screen.findByRole('option', { name: 'Gamma' }));
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST', /^\/api\/v1\/security\/users\/$/)).toHaveLength(1));
    expect(api.callsTo('POST', /^\/api\/v1\/security\/users\/$/)[0]?.body).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      username: 'grace',
      email: 'grace@example.org',
      active: true,
      roles: [4],
      password: 'secret-1',
    });
    await waitFor(() => expect(toasts(store)).toContain('User created'));
  });

  it('edits a user without sending a password', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'gail' })).closest('tr') as HTMLElement;
    await person.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const email = await within(dialog).findByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveValue('gail@example.org'));
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await person.clear(email);
    await person.type(email, 'gail@example.com');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', /\/users\/2$/)).toHaveLength(1));
    expect(api.callsTo('PUT', /\/users\/2$/)[0]?.body).toEqual({
      first_name: 'Gail',
      last_name: 'Doe',
      username: 'gail',
      email: 'gail@example.com',
      active: true,
      roles: [4],
    });
  });

  it('deactivates a user from its row and deletes one after confirming', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    const { store } = renderPage();
    const row = (await screen.findByRole('cell', { name: 'gail' })).closest('tr') as HTMLElement;
    await person.click(within(row).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo('PUT', /\/users\/2$/)[0]?.body).toEqual({ active: false }));
    await waitFor(() => expect(toasts(store)).toContain('Deactivated gail'));

    await person.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await person.type(within(dialog).getByLabelText('Please type DELETE to confirm'), 'DELETE');
    await person.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', /\/users\/2$/)).toHaveLength(1));
  });

  it('filters by role with the server-side rel_m_m filter', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    await screen.findByRole('cell', { name: 'gail' });
    await person.click(screen.getByRole('combobox', { name: 'Role' }));
    await person.click(await screen.findByRole('option', { name: 'Gamma' }));
    await waitFor(() =>
      expect(api.callsTo('GET', /^\/api\/v1\/security\/users\/\?q=/).at(-1)?.url).toContain('(col:roles,opr:rel_m_m,value:4)'),
    );
  });

  it('refuses a user who is not an administrator, without asking the server', async () => {
    const api = fakeApi(routes);
    renderPage(false);
    expect(await screen.findByText('Access is Denied')).toBeInTheDocument();
    expect(api.callsTo('GET', /\/security\/users\//)).toHaveLength(0);
  });
});
