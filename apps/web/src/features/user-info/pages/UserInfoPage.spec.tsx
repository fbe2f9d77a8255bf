import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import { UserInfoPage } from './UserInfoPage';

jest.setTimeout(20_000);

const me = {
  id: 2,
  username: 'ada',
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Lovelace',
  is_active: true,
  is_anonymous: false,
  login_count: 7,
};

const routes: FakeRoute[] = [
  { method: 'GET', url: /^\/api\/v1\/me\/$/, body: { result: me } },
  { method: 'PUT', url: /^\/api\/v1\/me\/$/, body: { result: me } },
];

function renderPage() {
  return renderWithApp(<UserInfoPage />, { path: '/user_info/', state: signedInState({ Gamma: [], sql_lab: [] }) });
}

const valueOf = (label: string) => (screen.getByRole('cell', { name: label }).closest('tr') as HTMLElement).lastElementChild?.textContent;

describe('UserInfoPage', () => {
  it("shows the signed-in user's details and roles", async () => {
    fakeApi(routes);
    renderPage();
    await screen.findByRole('cell', { name: 'ada@example.org' });
    expect(valueOf('User name')).toBe('ada');
    expect(valueOf('Roles')).toBe('Gamma, sql_lab');
    expect(valueOf('Login count')).toBe('7');
  });

  it('renames the user through PUT /api/v1/me/', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    await screen.findByRole('cell', { name: 'ada@example.org' });
    await person.click(screen.getByRole('button', { name: 'Edit user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const last = within(dialog).getByLabelText(/Last name/);
    await person.clear(last);
    await person.type(last, 'King');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', /\/api\/v1\/me\/$/)[0]?.body).toEqual({ first_name: 'Ada', last_name: 'King' }));
  });

  it('changes the password only when typed twice alike', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    const { store } = renderPage();
    await screen.findByRole('cell', { name: 'ada@example.org' });
    await person.click(screen.getByRole('button', { name: 'Reset my password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await person.type(within(dialog).getByLabelText(/New password/), 'n3w-secret');
    await person.type(within(dialog).getByLabelText(/Confirm password/), 'n3w-secreT');
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await person.type(within(dialog).getByLabelText(/Confirm password/), '{Backspace}t');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', /\/api\/v1\/me\/$/)[0]?.body).toEqual({ password: 'n3w-secret' }));
    await waitFor(() => expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('The password reset was successful'));
  });
});
