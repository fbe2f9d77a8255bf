import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '../../../../routing';
import { createTestRegistries, renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import { initialConfigState } from '../../../config';
import { logoutRequested, type RolePermissions } from '../../../auth';
import { NavBar } from './NavBar';

function Page() {
  return null;
}

function renderNav(roles: RolePermissions, registered: string[]) {
  const registries = createTestRegistries();
  for (const path of registered) registries.routes.register({ path, page: Page, access: 'authenticated' });
  return renderWithApp(<NavBar />, {
    registries,
    state: { ...signedInState(roles), config: { ...initialConfigState, version: '4.1.0', loaded: true } },
  });
}

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('NavBar', () => {
  it('shows the brand, Settings and the user but no page that is not registered', () => {
    renderNav({ Admin: [] }, []);
    expect(within(nav()).getByRole('link', { name: 'Tessera' })).toHaveAttribute('href', PATHS.home);
    expect(within(nav()).getByText('Settings')).toBeInTheDocument();
    expect(within(nav()).getByText('Ada Lovelace')).toBeInTheDocument();
    for (const label of ['Dashboards', 'Charts', 'Datasets', 'SQL', 'Data', 'Alerts & Reports', 'Users', 'Roles']) {
      expect(within(nav()).queryByText(label)).not.toBeInTheDocument();
    }
  });

  it('links registered pages the user may read', () => {
    renderNav(
      {
        Gamma: [
          ['can_read', 'Dashboard'],
          ['can_read', 'SavedQuery'],
        ],
      },
      [PATHS.dashboardList, PATHS.chartList, PATHS.savedQueryList],
    );
    expect(within(nav()).getByRole('link', { name: 'Dashboards' })).toHaveAttribute('href', PATHS.dashboardList);
    expect(within(nav()).queryByText('Charts')).not.toBeInTheDocument();
    expect(within(nav()).getByText('SQL')).toBeInTheDocument();
    expect(within(nav()).getByRole('option', { name: 'Saved queries' })).toHaveAttribute('href', PATHS.savedQueryList);
    expect(within(nav()).queryByText('SQL editor')).not.toBeInTheDocument();
  });

  it('offers Alerts & Reports under Settings → Manage', () => {
    renderNav({ Gamma: [['can_read', 'ReportSchedule']] }, [PATHS.alertList]);
    expect(within(nav()).getByText('Manage')).toBeInTheDocument();
    expect(within(nav()).getByRole('option', { name: 'Alerts & Reports' })).toHaveAttribute('href', PATHS.alertList);
  });

  it('offers Users and Roles to an admin, not to others', () => {
    renderNav({ admin: [] }, [PATHS.userList, PATHS.roleList]);
    expect(within(nav()).getByRole('option', { name: 'Users' })).toHaveAttribute('href', PATHS.userList);
    expect(within(nav()).getByRole('option', { name: 'Roles' })).toHaveAttribute('href', PATHS.roleList);
  });

  it('hides Users and Roles from a non-admin', () => {
    renderNav(
      {
        Alpha: [
          ['can_read', 'User'],
          ['can_read', 'Role'],
        ],
      },
      [PATHS.userList, PATHS.roleList],
    );
    expect(within(nav()).queryByText('Users')).not.toBeInTheDocument();
    expect(within(nav()).queryByText('Security')).not.toBeInTheDocument();
  });

  it('offers every user their own info page under Settings → User', () => {
    renderNav({ Gamma: [] }, [PATHS.userInfo]);
    expect(within(nav()).getByText('User')).toBeInTheDocument();
    expect(within(nav()).getByRole('option', { name: 'User info' })).toHaveAttribute('href', PATHS.userInfo);
  });

  it('shows the version under Info and logs out from Settings', async () => {
    const { actions } = renderNav({ Gamma: [] }, []);
    expect(within(nav()).getByText('Info')).toBeInTheDocument();
    expect(within(nav()).getByText('Version: 4.1.0')).toBeInTheDocument();
    await userEvent.click(within(nav()).getByText('Settings'));
    await userEvent.click(within(nav()).getByRole('option', { name: 'Logout' }));
    expect(actions).toContainEqual(logoutRequested());
  });
});
