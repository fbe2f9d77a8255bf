import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../../../testing/render-with-app';
import { sessionState, signedInState } from '../../../../testing/session-fixtures';
import { bootstrapRequested, type SessionState } from '../../../auth';
import { AuthenticatedLayout } from './AuthenticatedLayout';

function renderLayout(path: string, session: Partial<SessionState>) {
  return renderWithApp(
    <Routes>
      <Route path="/login/" element={<p>login page</p>} />
      <Route element={<AuthenticatedLayout />}>
        <Route path="*" element={<p>page content</p>} />
      </Route>
    </Routes>,
    { path, state: session.status === 'authenticated' ? signedInState({ Gamma: [] }, session) : sessionState(session) },
  );
}

describe('AuthenticatedLayout', () => {
  it('shows the page under the nav for a signed-in user', () => {
    renderLayout('/chart/list/', { status: 'authenticated' });
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it.each(['/superset/dashboard/1/?standalone=1', '/superset/dashboard/1/?uiConfig=4', '/superset/dashboard/1/?uiConfig=12'])(
    'hides the nav for %s',
    (path) => {
      renderLayout(path, { status: 'authenticated' });
      expect(screen.getByText('page content')).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    },
  );

  it('sends a user without a session to the login page, coming back here afterwards', () => {
    renderLayout('/chart/list/?viewMode=card', { status: 'anonymous' });
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/login/?next=${encodeURIComponent('/chart/list/?viewMode=card')}`);
  });

  it('sends a user who logged out to the plain login page', () => {
    renderLayout('/chart/list/', { status: 'loggedOut' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\/$/);
  });

  it('waits while the session loads', () => {
    renderLayout('/chart/list/', { status: 'loading' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('page content')).not.toBeInTheDocument();
  });

  it('explains a failed start-up and offers to try again', async () => {
    const { actions } = renderLayout('/chart/list/', { status: 'failed', error: { message: 'Network error', errors: [] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(actions).toContainEqual(bootstrapRequested());
  });
});
