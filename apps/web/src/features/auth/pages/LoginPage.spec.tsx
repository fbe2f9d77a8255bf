import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../../testing/render-with-app';
import { adaUser, sessionState } from '../../../testing/session-fixtures';
import { bootstrapSucceeded, loginFailed, loginRequested } from '../auth.slice';
import { LoginPage } from './LoginPage';

function renderLogin(path = '/login/') {
  return renderWithApp(
    <Routes>
      <Route path="/login/" element={<LoginPage />} />
      <Route path="*" element={<p>landed</p>} />
    </Routes>,
    { path, state: sessionState({ status: 'anonymous' }) },
  );
}

describe('LoginPage', () => {
  it('submits the typed credentials', async () => {
    const { actions } = renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), ' ada ');
    await userEvent.type(screen.getByLabelText('Password'), 's3cret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(actions).toContainEqual(loginRequested({ username: 'ada', password: 's3cret' }));
  });

  it('keeps Sign in disabled until both fields are filled', async () => {
    renderLogin();
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Username'), 'ada');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(button).toBeEnabled();
  });

  it('disables Sign in while the login is under way and submits once', async () => {
    const { actions } = renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), '{Enter}');
    expect(actions.filter((action) => action.type === loginRequested.type)).toHaveLength(1);
  });

  it("shows the server's reason when the login is refused", async () => {
    const { store } = renderLogin();
    act(() => {
      store.dispatch(loginFailed({ error: { message: 'Invalid login. Please try again.', status: 401, errors: [] } }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid login. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('goes to next once signed in', async () => {
    const { store } = renderLogin(`/login/?next=${encodeURIComponent('/superset/dashboard/7/?standalone=1')}`);
    act(() => {
      store.dispatch(bootstrapSucceeded({ user: adaUser, roles: {}, permissions: {} }));
    });
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/superset/dashboard/7/?standalone=1');
  });

  it('goes home instead of to another site', async () => {
    const { store } = renderLogin(`/login/?next=${encodeURIComponent('//evil.example.org/')}`);
    act(() => {
      store.dispatch(bootstrapSucceeded({ user: adaUser, roles: {}, permissions: {} }));
    });
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/superset\/welcome\/$/);
  });
});
