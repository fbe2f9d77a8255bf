import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../../testing/render-with-app';
import { sessionState } from '../../../testing/session-fixtures';
import { fetchLoginProviders } from '../auth.api';
import { LoginPage } from './LoginPage';

jest.mock('../auth.api', () => ({ ...jest.requireActual('../auth.api'), fetchLoginProviders: jest.fn() }));

const providers = jest.mocked(fetchLoginProviders);
const exampleId = { id: 'oidc', name: 'Example ID', url: '/login/oidc' };

function renderLogin(path = '/login/') {
  return renderWithApp(
    <Routes>
      <Route path="/login/" element={<LoginPage />} />
    </Routes>,
    { path, state: sessionState({ status: 'anonymous' }) },
  );
}

describe('LoginPage with single sign-on', () => {
  it('offers Sign in with the provider next to the password form, keeping next', async () => {
    providers.mockResolvedValue({ passwordForm: true, providers: [exampleId] });
    renderLogin(`/login/?next=${encodeURIComponent('/dashboard/list/')}`);
    const button = await screen.findByRole('button', { name: 'Sign in with Example ID' });
    expect(button).toHaveAttribute('href', `/login/oidc?next=${encodeURIComponent('/dashboard/list/')}`);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('hides the password form when local login is off, except at ?local=1', async () => {
    providers.mockResolvedValue({ passwordForm: false, providers: [exampleId] });
    const { unmount } = renderLogin();
    await screen.findByRole('button', { name: 'Sign in with Example ID' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    unmount();
    renderLogin('/login/?local=1');
    await screen.findByRole('button', { name: 'Sign in with Example ID' });
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it("shows why the provider's sign-in was refused", async () => {
    providers.mockResolvedValue({ passwordForm: false, providers: [exampleId] });
    renderLogin(`/login/?sso_error=${encodeURIComponent('There is no Tessera account for olivia.')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no Tessera account for olivia.');
  });

  it('keeps the password form when the choices cannot be read', async () => {
    providers.mockRejectedValue(new Error('offline'));
    renderLogin();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
  });
});
