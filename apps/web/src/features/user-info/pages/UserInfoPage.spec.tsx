import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeCall, type FakeRoute } from '../../resource-list/testing/fake-api';
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

const nightly = {
  id: 4,
  name: 'nightly export',
  prefix: 'tsk_0badc0de_',
  created_on: '2026-01-02T10:00:00.000Z',
  expires_on: null,
  last_used_on: null,
};

const routes: FakeRoute[] = [
  { method: 'GET', url: /^\/api\/v1\/me\/$/, body: { result: me } },
  { method: 'PUT', url: /^\/api\/v1\/me\/$/, body: { result: me } },
  { method: 'GET', url: /^\/api\/v1\/me\/api_keys\/$/, body: { count: 1, ids: [4], result: [nightly] } },
  {
    method: 'POST',
    url: /^\/api\/v1\/me\/api_keys\/$/,
    status: 201,
    body: ({ body }: FakeCall) => ({
      result: { ...nightly, id: 5, name: (body as { name: string }).name, prefix: 'tsk_feedf00d_', key: 'tsk_feedf00d_secret' },
    }),
  },
  { method: 'DELETE', url: /^\/api\/v1\/me\/api_keys\/4$/, body: { message: 'OK' } },
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
  it('lists the API keys, creates one whose secret is shown once, and revokes one after confirming', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    const keys = await screen.findByRole('table', { name: 'API keys' });
    expect(within(keys).getByText('nightly export')).toBeInTheDocument();
    expect(within(keys).getByText('tsk_0badc0de_…')).toBeInTheDocument();
    expect(within(keys).getAllByText('Never')).toHaveLength(2);

    await person.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await person.type(within(dialog).getByLabelText(/Name/), 'ci deploy');
    await person.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'API key created' });
    expect(within(shown).getByLabelText('Key')).toHaveValue('tsk_feedf00d_secret');
    expect(api.callsTo('POST', /\/api\/v1\/me\/api_keys\/$/)[0]?.body).toEqual({ name: 'ci deploy', expires_on: null });
    await person.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the new key's name and prefix, never its secret.
    expect(within(keys).getByText('ci deploy')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('tsk_feedf00d_secret')).not.toBeInTheDocument();

    await person.click(within(keys).getByRole('button', { name: 'Revoke API key nightly export' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(api.callsTo('DELETE', /api_keys/)).toHaveLength(0);
    await person.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo('DELETE', /\/api\/v1\/me\/api_keys\/4$/)).toHaveLength(1));
    await waitFor(() => expect(within(keys).queryByText('nightly export')).not.toBeInTheDocument());
  });
});
