import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from 'react-redux';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import type { RolePermissions } from '../../../auth';
import { addToast } from '../../../toasts';
import { selectDashboard } from '../../dashboard.selectors';
import { dashboardRefreshRequested, editModeChanged, initialDashboardState, refreshFrequencyChanged } from '../../dashboard.slice';
import { fixtureDashboard } from '../../testing/dashboard.fixtures';
import { DashboardHeader } from './DashboardHeader';
import { downloadDashboardImage, printDashboard } from './dashboard-download';

jest.mock('./dashboard-download', () => ({
  ...jest.requireActual('./dashboard-download'),
  downloadDashboardImage: jest.fn(),
  printDashboard: jest.fn(),
}));
// Rendering semantic-ui modals in jsdom is slow on a busy machine.
jest.setTimeout(20_000);

const ADMIN: RolePermissions = { Admin: [['can_write', 'Dashboard']] };
const GAMMA: RolePermissions = { Gamma: [] };

function renderHeader({
  roles = ADMIN,
  metadata = { refresh_frequency: 0 },
  lastRefreshedAt = null,
}: { roles?: RolePermissions; metadata?: Record<string, unknown>; lastRefreshedAt?: number | null } = {}) {
  const dashboard = fixtureDashboard(metadata);
  const view = renderWithApp(
    <>
      <HeaderFromStore />
      <main className="dashboard-grid" />
    </>,
    {
      state: {
        ...signedInState(roles),
        dashboard: { ...initialDashboardState, status: 'loaded', dashboard, saved: dashboard, lastRefreshedAt },
      },
    },
  );
  return view;
}

/** The header of the dashboard in the store, as DashboardView renders it. */
function HeaderFromStore() {
  const dashboard = useSelector(selectDashboard);
  return dashboard ? <DashboardHeader dashboard={dashboard} /> : null;
}

async function chooseFromMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name }));
}

async function pickInterval(label: string) {
  await chooseFromMenu('Set auto-refresh interval');
  const dialog = await screen.findByRole('dialog', { name: 'Refresh interval' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Refresh frequency' }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refresh interval' })).not.toBeInTheDocument());
}

describe('DashboardHeader', () => {
  afterEach(() => jest.clearAllMocks());

  it("'Refresh dashboard' forces every chart to query again", async () => {
    const { actions } = renderHeader({ roles: GAMMA });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh dashboard' }));
    expect(actions.filter((action) => action.type === dashboardRefreshRequested.type)).toEqual([dashboardRefreshRequested()]);
  });

  it("offers Superset's auto-refresh intervals, the one in effect selected", async () => {
    renderHeader({ metadata: { refresh_frequency: 300 } });
    await chooseFromMenu('Set auto-refresh interval');
    const dialog = await screen.findByRole('dialog', { name: 'Refresh interval' });
    const select = within(dialog).getByRole('combobox', { name: 'Refresh frequency' });
    expect(select).toHaveValue('5 minutes');
    await userEvent.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      "Don't refresh",
      '10 seconds',
      '30 seconds',
      '1 minute',
      '5 minutes',
      '30 minutes',
      '1 hour',
      '6 hours',
      '12 hours',
      '24 hours',
    ]);
  });

  it('in view mode keeps the picked interval for the session, without changing the dashboard', async () => {
    const { store, actions } = renderHeader({ roles: GAMMA });
    await pickInterval('1 minute');
    expect(actions).toContainEqual(refreshFrequencyChanged({ seconds: 60, persist: false }));
    expect(store.getState().dashboard).toMatchObject({
      sessionRefreshFrequency: 60,
      hasUnsavedChanges: false,
      dashboard: { metadata: { refresh_frequency: 0 } },
    });
  });

  it('in edit mode makes the picked interval an unsaved edit of refresh_frequency', async () => {
    const { store, actions } = renderHeader();
    act(() => {
      store.dispatch(editModeChanged({ editMode: true }));
    });
    await pickInterval('6 hours');
    expect(actions).toContainEqual(refreshFrequencyChanged({ seconds: 21600, persist: true }));
    expect(store.getState().dashboard).toMatchObject({
      sessionRefreshFrequency: null,
      hasUnsavedChanges: true,
      dashboard: { metadata: { refresh_frequency: 21600 } },
    });
  });

  it('leaves the interval alone when the modal is cancelled', async () => {
    const { actions } = renderHeader();
    await chooseFromMenu('Set auto-refresh interval');
    const dialog = await screen.findByRole('dialog', { name: 'Refresh interval' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Refresh interval' })).not.toBeInTheDocument();
    expect(actions.some((action) => action.type === refreshFrequencyChanged.type)).toBe(false);
  });

  it('says when the charts were last updated, once they have been', () => {
    const { unmount } = renderHeader();
    expect(screen.queryByText(/^Last updated/)).not.toBeInTheDocument();
    unmount();
    renderHeader({ lastRefreshedAt: Date.now() - 120_000 });
    expect(screen.getByText('Last updated 2 minutes ago')).toBeInTheDocument();
  });

  it('downloads the grid as an image named after the dashboard, or says it could not', async () => {
    const { container, actions } = renderHeader({ roles: GAMMA });
    const grid = container.querySelector('.dashboard-grid');
    await userEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
    const menu = screen.getByRole('menu', { name: 'More dashboard actions' });
    expect(within(menu).getByText('Download')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Download as image' }));
    expect(downloadDashboardImage).toHaveBeenCalledWith(grid, 'Sales');

    jest.mocked(downloadDashboardImage).mockRejectedValueOnce(new Error('tainted canvas'));
    await chooseFromMenu('Download as image');
    await waitFor(() =>
      expect(actions).toContainEqual(
        expect.objectContaining({
          type: addToast.type,
          payload: expect.objectContaining({ type: 'danger', text: 'The dashboard could not be drawn as an image' }),
        }),
      ),
    );
  });

  it("'Export to PDF' prints the grid", async () => {
    const { container } = renderHeader({ roles: GAMMA });
    await chooseFromMenu('Export to PDF');
    expect(printDashboard).toHaveBeenCalledWith(container.querySelector('.dashboard-grid'), 'Sales');
  });
});
