import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PATHS } from '../../../../routing';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import type { RolePermissions } from '../../../auth';
import { dashboardLoaded, dashboardRequested, saveAsFailed, saveAsRequested, saveAsSucceeded } from '../../dashboard.slice';
import { parseLayout } from '../../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from '../../testing/dashboard.fixtures';
import { DashboardPage } from '../../pages/DashboardPage';

// Jest runs CommonJS; marked ships its CommonJS build as UMD beside the ES module the app bundles.
jest.mock('marked', () => jest.requireActual(require.resolve('marked/package.json').replace('package.json', 'lib/marked.umd.js')));
jest.setTimeout(30_000);

function renderDashboard(roles: RolePermissions, owners = fixtureDashboard().owners) {
  const view = renderWithApp(
    <Routes>
      <Route path={PATHS.dashboard} element={<DashboardPage />} />
    </Routes>,
    { path: '/superset/dashboard/sales/', state: signedInState(roles) },
  );
  act(() => {
    view.store.dispatch(
      dashboardLoaded({
        dashboard: { ...fixtureDashboard(), owners },
        layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
        charts: fixtureCharts(),
        filters: [],
      }),
    );
  });
  return view;
}

async function openSaveAs() {
  await userEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Save as' }));
  return screen.findByRole('dialog', { name: 'Save as' });
}

describe('SaveAsModal', () => {
  it('asks for a copy with the new title and duplicated charts, then opens the copy', async () => {
    const { store, actions } = renderDashboard({ Admin: [['can_write', 'Dashboard']] });
    const dialog = await openSaveAs();
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Sales [copy]');
    await userEvent.clear(title);
    await userEvent.type(title, 'Sales for the board');
    await userEvent.click(within(dialog).getByLabelText('Also copy (duplicate) existing charts'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(actions).toContainEqual(saveAsRequested({ title: 'Sales for the board', duplicateSlices: true }));

    act(() => {
      store.dispatch(saveAsSucceeded({ id: 42 }));
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/superset/dashboard/42/');
    expect(actions).toContainEqual(dashboardRequested({ idOrSlug: '42', viewportHeight: window.innerHeight }));
  });

  it('shows the permission message when the copy is forbidden', async () => {
    const { store } = renderDashboard({ Admin: [['can_write', 'Dashboard']] });
    const dialog = await openSaveAs();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    act(() => {
      store.dispatch(saveAsFailed({ message: 'You do not have permission to edit this dashboard' }));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You do not have permission to edit this dashboard');
    expect(screen.getByTestId('location')).toHaveTextContent('/superset/dashboard/sales/');
  });

  it('is offered to a dashboard writer who does not own the dashboard, without the properties', async () => {
    renderDashboard({ Alpha: [['can_write', 'Dashboard']] }, [{ id: 2, first_name: 'Grace', last_name: 'Hopper' }]);
    await userEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
    expect(screen.getByRole('menuitem', { name: 'Save as' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit properties' })).not.toBeInTheDocument();
  });
});
