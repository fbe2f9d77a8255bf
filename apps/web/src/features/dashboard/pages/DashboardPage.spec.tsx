import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PATHS } from '../../../routing';
import { renderWithApp } from '../../../testing/render-with-app';
import type { RolePermissions } from '../../auth';
import { signedInState } from '../../../testing/session-fixtures';
import {
  chartQueryFailed,
  chartQueryStarted,
  chartQuerySucceeded,
  chartRendered,
  dashboardLoaded,
  dashboardSaveRequested,
  dashboardRequested,
  filtersApplied,
  filterValueChanged,
  initialDashboardState,
  tabActivated,
} from '../dashboard.slice';
import { parseNativeFilters } from '../model/native-filters';
import { parseLayout } from '../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import { DashboardPage } from './DashboardPage';

// Jest runs CommonJS; marked ships its CommonJS build as UMD beside the ES module the app bundles.
jest.mock('marked', () => jest.requireActual(require.resolve('marked/package.json').replace('package.json', 'lib/marked.umd.js')));

function renderDashboard(
  metadata: Record<string, unknown> = {},
  { path = '/superset/dashboard/sales/', roles = { Admin: [['can_write', 'Dashboard']] } }: { path?: string; roles?: RolePermissions } = {},
) {
  const view = renderWithApp(
    <Routes>
      <Route path={PATHS.dashboard} element={<DashboardPage />} />
      <Route path={PATHS.explore} element={<p>explore</p>} />
    </Routes>,
    { path, state: signedInState(roles) },
  );
  act(() => {
    view.store.dispatch(
      dashboardLoaded({
        dashboard: fixtureDashboard(metadata),
        layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
        charts: fixtureCharts(),
        filters: parseNativeFilters(metadata),
      }),
    );
  });
  return view;
}

// Rendering semantic-ui and the data grid in jsdom is slow on a busy machine.
jest.setTimeout(20_000);

const layoutNode = (id: string) => document.querySelector<HTMLElement>(`[data-layout-id="${id}"]`) as HTMLElement;

describe('DashboardPage', () => {
  it('asks for the dashboard named in the address, its charts far below the fold waiting until scrolled near', () => {
    const { actions } = renderDashboard();
    expect(actions).toContainEqual(dashboardRequested({ idOrSlug: 'sales', viewportHeight: window.innerHeight }));
  });

  it('loads every chart at once for a report screenshot', () => {
    const { actions } = renderDashboard({}, { path: '/superset/dashboard/sales/?standalone=3' });
    expect(actions).toContainEqual(dashboardRequested({ idOrSlug: 'sales' }));
  });

  it('does not ask again for the dashboard the app asked for when it started on its address', () => {
    const view = renderWithApp(
      <Routes>
        <Route path={PATHS.dashboard} element={<DashboardPage />} />
      </Routes>,
      {
        path: '/superset/dashboard/sales/',
        state: { ...signedInState({}), dashboard: { ...initialDashboardState, idOrSlug: 'sales', status: 'loading' } },
      },
    );
    expect(view.actions.filter((action) => action.type === dashboardRequested.type)).toEqual([]);
  });

  it('renders the header and every layout component of position_json', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Owners: Ada Lovelace')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Sales overview' })).toBeInTheDocument();
    expect(layoutNode('ROW-1').style.background).toBe('rgb(255, 255, 255)');
    expect(layoutNode('ROW-2').style.background).toBe('transparent');
    expect(layoutNode('DIVIDER-1')).toBeInTheDocument();

    // Widths in grid columns of the container: 4 of 12, a column of 8, and 4 of that column's 8.
    expect(layoutNode('CHART-a').style.width).toBe('calc(33.3333% - 16px)');
    expect(layoutNode('COLUMN-1').style.width).toBe('calc(66.6667% - 16px)');
    expect(layoutNode('CHART-b').style.width).toBe('calc(50% - 16px)');
    // Heights in 8 px grid units.
    expect(layoutNode('CHART-a').style.height).toBe('400px');
    expect(layoutNode('CHART-b').style.height).toBe('240px');

    const markdown = layoutNode('MARKDOWN-1');
    expect(within(markdown).getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(within(markdown).getByText('net').tagName).toBe('STRONG');
    expect(markdown.querySelector('script')).toBeNull();
  });

  it('shows only the selected tab and switches tabs', async () => {
    const { actions } = renderDashboard();
    expect(screen.getByRole('tab', { name: 'North' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'North revenue' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'South revenue' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'South' }));
    expect(actions).toContainEqual(tabActivated({ tabsId: 'TABS-1', tabId: 'TAB-2' }));
    expect(screen.getByRole('region', { name: 'South revenue' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'North revenue' })).not.toBeInTheDocument();
  });

  it('gives each chart its own status: a spinner, the error message, then the drawn chart', async () => {
    const { store, actions } = renderDashboard();
    const total = screen.getByRole('region', { name: 'Total revenue' });
    expect(within(total).getByText('Loading...')).toBeInTheDocument();

    act(() => {
      store.dispatch(chartQueryStarted({ chartId: 2, seq: 1, filtersKey: '{}' }));
      store.dispatch(chartQueryFailed({ chartId: 2, seq: 1, error: { message: 'Column "x" does not exist', errors: [] } }));
      store.dispatch(chartQueryStarted({ chartId: 1, seq: 2, filtersKey: '{}' }));
      store.dispatch(
        chartQuerySucceeded({
          chartId: 1,
          seq: 2,
          queriesResponse: [{ colnames: ['count'], coltypes: [0], data: [{ count: 4242 }], rowcount: 1 }],
        }),
      );
    });
    expect(within(screen.getByRole('region', { name: 'Orders' })).getByText('Column "x" does not exist')).toBeInTheDocument();
    await waitFor(() => expect(actions).toContainEqual(chartRendered({ chartId: 1 })));
    expect(total.querySelector('[data-viz-type="big_number_total"]')?.textContent).toMatch(/4\.24k/);
    expect(total).toHaveAttribute('data-chart-status', 'rendered');
  });

  it("shows a chart's answer as a table from its menu, without querying again", async () => {
    const { store, actions } = renderDashboard();
    act(() => {
      store.dispatch(chartQueryStarted({ chartId: 1, seq: 1, filtersKey: '{}' }));
      store.dispatch(
        chartQuerySucceeded({
          chartId: 1,
          seq: 1,
          queriesResponse: [{ colnames: ['region', 'count'], coltypes: [1, 0], data: [{ region: 'north', count: 7 }], rowcount: 1 }],
        }),
      );
    });
    const before = actions.length;
    await userEvent.click(screen.getByRole('button', { name: 'More options for Total revenue' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View as table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data for Total revenue' });
    expect(await within(dialog).findByRole('gridcell', { name: 'north' })).toBeInTheDocument();
    expect(within(dialog).getByRole('gridcell', { name: '7' })).toBeInTheDocument();
    expect(actions.slice(before).map((action) => action.type)).not.toContain(chartQueryStarted.type);
  });

  it("links 'Edit chart' to explore with the chart id", async () => {
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'More options for Total revenue' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit chart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/explore/?slice_id=1');
  });

  it('offers native filters and applies the chosen values', async () => {
    const { store, actions } = renderDashboard({ native_filter_configuration: [REGION_FILTER] });
    const bar = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(bar).getByText('Region')).toBeInTheDocument();
    const apply = within(bar).getByRole('button', { name: 'Apply filters' });
    expect(apply).toBeDisabled();

    act(() => {
      store.dispatch(filterValueChanged({ filterId: 'NATIVE_FILTER-region', value: ['north'] }));
    });
    expect(apply).toBeEnabled();
    await userEvent.click(apply);
    expect(actions).toContainEqual(filtersApplied());
    expect(store.getState().dashboard.appliedFilterValues).toEqual({ 'NATIVE_FILTER-region': ['north'] });
  });

  it('opens in edit mode with edit=true for an editor, and saves an edited title', async () => {
    const { store, actions } = renderDashboard({}, { path: '/superset/dashboard/sales/?edit=true' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Dashboard title' }));
    const field = screen.getByRole('textbox', { name: 'Dashboard title' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Sales 2026{Enter}');
    expect(store.getState().dashboard).toMatchObject({ hasUnsavedChanges: true, dashboard: { title: 'Sales 2026' } });

    await userEvent.click(save);
    expect(actions).toContainEqual(dashboardSaveRequested());
  });

  it('offers no edit mode, even with edit=true, to a user who may not write dashboards', () => {
    renderDashboard({}, { path: '/superset/dashboard/sales/?edit=true', roles: { Gamma: [['can_read', 'Dashboard']] } });
    expect(screen.queryByRole('button', { name: 'Edit dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
  });
});

describe('DashboardPage display flags in the address', () => {
  const title = () => screen.queryByRole('heading', { level: 1, name: 'Sales' });
  const tabBar = () => screen.queryByRole('tablist');
  const chartMenu = () => screen.queryByRole('button', { name: 'More options for Total revenue' });
  const open = (search: string) => renderDashboard({}, { path: `/superset/dashboard/sales/${search}` });

  it('shows the title, the top-level tab bar and chart menus without flags', () => {
    open('');
    expect(title()).toBeInTheDocument();
    expect(tabBar()).toBeInTheDocument();
    expect(chartMenu()).toBeInTheDocument();
  });

  it('hides the header with hide title (uiConfig=1) and nothing else', () => {
    open('?uiConfig=1');
    expect(title()).not.toBeInTheDocument();
    expect(screen.queryByText('Owners: Ada Lovelace')).not.toBeInTheDocument();
    expect(tabBar()).toBeInTheDocument();
    expect(chartMenu()).toBeInTheDocument();
  });

  it("hides the top-level tab bar with hide tab (uiConfig=2), still showing the selected tab's charts", () => {
    const { store } = open('?uiConfig=2');
    expect(tabBar()).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'North revenue' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'South revenue' })).not.toBeInTheDocument();
    // The tab chosen some other way (a permalink, the SDK) still decides what shows.
    act(() => {
      store.dispatch(tabActivated({ tabsId: 'TABS-1', tabId: 'TAB-2' }));
    });
    expect(screen.getByRole('region', { name: 'South revenue' })).toBeInTheDocument();
    expect(title()).toBeInTheDocument();
    expect(chartMenu()).toBeInTheDocument();
  });

  it('leaves the dashboard itself alone with hide nav (uiConfig=4)', () => {
    open('?uiConfig=4');
    expect(title()).toBeInTheDocument();
    expect(tabBar()).toBeInTheDocument();
    expect(chartMenu()).toBeInTheDocument();
  });

  it("hides every chart's menu with hide chart controls (uiConfig=8)", () => {
    open('?uiConfig=8');
    expect(screen.queryAllByRole('button', { name: /^More options for / })).toEqual([]);
    expect(screen.getByRole('region', { name: 'Total revenue' })).toBeInTheDocument();
    expect(title()).toBeInTheDocument();
    expect(tabBar()).toBeInTheDocument();
  });

  it('changes nothing visible with emit data masks (uiConfig=16) outside an embedding', () => {
    open('?uiConfig=16');
    expect(title()).toBeInTheDocument();
    expect(tabBar()).toBeInTheDocument();
    expect(chartMenu()).toBeInTheDocument();
  });

  it.each([
    ['?standalone=1', { title: true, menu: true }],
    ['?standalone=2', { title: false, menu: true }],
    ['?standalone=3', { title: false, menu: false }],
  ])('honours %s', (search, shown) => {
    open(search);
    expect(!!title()).toBe(shown.title);
    expect(!!chartMenu()).toBe(shown.menu);
    expect(tabBar()).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total revenue' })).toBeInTheDocument();
  });
});
