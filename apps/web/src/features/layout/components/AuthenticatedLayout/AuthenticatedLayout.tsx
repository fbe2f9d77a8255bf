import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { loginPath, PATHS } from '../../../../routing';
import { selectSession } from '../../../auth';
import { NavBar, shouldHideNav } from '../../../navigation';
import { PageLoader } from '../PageLoader/PageLoader';
import { SessionError } from '../SessionError/SessionError';

/**
 * Frame of every page that needs a session: waits for start-up, sends a user without a session to
 * the login page (coming back here afterwards), and shows the nav unless the address hides it.
 */
export function AuthenticatedLayout() {
  const { status, error } = useSelector(selectSession);
  const location = useLocation();
  const [search] = useSearchParams();

  switch (status) {
    case 'anonymous':
      return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
    case 'loggedOut':
      return <Navigate to={PATHS.login} replace />;
    case 'failed':
      return <SessionError error={error} />;
    case 'authenticated':
      return (
        <>
          {!shouldHideNav(search) && <NavBar />}
          <main style={{ padding: '1em' }}>
            <Outlet />
          </main>
        </>
      );
    default:
      return <PageLoader />;
  }
}
