import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactModule from 'react';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import { crossFiltersEnabledChanged, dashboardLoaded, filterOptionsLoaded, filtersApplied } from '../../dashboard.slice';
import { crossFiltersEnabled } from '../../model/cross-filters';
import { parseNativeFilters } from '../../model/native-filters';
import { parseLayout } from '../../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../../testing/dashboard.fixtures';
import { DashboardView } from '../DashboardView/DashboardView';
import { FILTER_BAR_WIDTH_PX, FilterBar } from './FilterBar';

// The layout itself is not under test here: a stand-in marks where it sits.
jest.mock('../DashboardGrid/DashboardGrid', () => ({
  DashboardGrid: () => jest.requireActual<typeof ReactModule>('react').createElement('section', { 'aria-label': 'Layout' }),
}));
jest.setTimeout(30_000);

const AMOUNT_FILTER = {
  id: 'NATIVE_FILTER-amount',
  type: 'NATIVE_FILTER',
  name: 'Amount',
  filterType: 'filter_range',
  targets: [{ datasetId: 7, column: { name: 'amount' } }],
};
const GRAIN_FILTER = {
  id: 'NATIVE_FILTER-grain',
  type: 'NATIVE_FILTER',
  name: 'Grain',
  filterType: 'filter_timegrain',
  targets: [{ datasetId: 7 }],
};
const DIVIDER = { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Numbers', description: 'Sizes and amounts' };
const REQUIRED_REGION = { ...REGION_FILTER, controlValues: { multiSelect: true, enableEmptyFilter: true } };

function renderBar(config: Record<string, unknown>[]) {
  const metadata = { native_filter_configuration: config };
  const view = renderWithApp(<FilterBar />, { state: signedInState({ Gamma: [['can_read', 'Dashboard']] }) });
  act(() => {
    view.store.dispatch(
      dashboardLoaded({
        dashboard: fixtureDashboard(metadata),
        layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
        charts: fixtureCharts(),
        filters: parseNativeFilters(metadata),
      }),
    );
    view.store.dispatch(filterOptionsLoaded({ filterId: 'NATIVE_FILTER-region', values: ['east', 'north', 'south'] }));
  });
  return view;
}

describe('FilterBar', () => {
  it('shows filters and dividers in configuration order', () => {
    renderBar([REGION_FILTER, DIVIDER, AMOUNT_FILTER]);
    const bar = screen.getByRole('complementary', { name: 'Filters' });
    const labels = [...bar.querySelectorAll('label, h3')].map((node) => node.textContent);
    expect(labels).toEqual(['Region', 'Numbers', 'Amount']);
    expect(within(bar).getByText('Sizes and amounts')).toBeInTheDocument();
  });

  it('does not apply a range whose minimum is not below its maximum', async () => {
    const user = userEvent.setup();
    const { store } = renderBar([AMOUNT_FILTER]);
    await user.type(screen.getByRole('spinbutton', { name: 'Amount minimum' }), '10');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount maximum' }), '10');
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum must be strictly less than maximum');
    const apply = screen.getByRole('button', { name: 'Apply filters' });
    expect(apply).toBeDisabled();

    await user.clear(screen.getByRole('spinbutton', { name: 'Amount maximum' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Amount maximum' }), '25');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(apply);
    expect(store.getState().dashboard.appliedFilterValues['NATIVE_FILTER-amount']).toEqual([10, 25]);
  });

  it("offers 'Select All' for a multiple value filter and keeps a required filter from being applied empty", async () => {
    const user = userEvent.setup();
    const { store } = renderBar([REQUIRED_REGION]);
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(screen.getByRole('option', { name: 'Select All' }));
    expect(screen.queryByText('Value is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(store.getState().dashboard.appliedFilterValues['NATIVE_FILTER-region']).toEqual(['east', 'north', 'south']);
  });

  it('applies a time grain to every chart as time_grain_sqla', async () => {
    const user = userEvent.setup();
    const { store } = renderBar([GRAIN_FILTER]);
    await user.click(screen.getByRole('combobox', { name: 'Grain' }));
    await user.click(screen.getByRole('option', { name: 'Month' }));
    act(() => {
      store.dispatch(filtersApplied());
    });
    expect(store.getState().dashboard.appliedFilterValues['NATIVE_FILTER-grain']).toBe('P1M');
  });

  describe('orientation (filter_bar_orientation)', () => {
    function renderDashboard(metadata: Record<string, unknown>) {
      const view = renderWithApp(<DashboardView />, { state: signedInState({ Gamma: [['can_read', 'Dashboard']] }) });
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

    it('is a panel left of the layout by default', () => {
      renderDashboard({ native_filter_configuration: [REGION_FILTER, AMOUNT_FILTER] });
      const bar = screen.getByRole('complementary', { name: 'Filters' });
      expect(bar).toHaveAttribute('data-orientation', 'vertical');
      expect(bar).toHaveStyle({ width: `${FILTER_BAR_WIDTH_PX}px` });
      expect(bar.parentElement).not.toHaveStyle({ flexDirection: 'column' });
    });

    it("is a bar above the layout, its filters side by side, when it is 'HORIZONTAL'", () => {
      renderDashboard({ native_filter_configuration: [REGION_FILTER, AMOUNT_FILTER], filter_bar_orientation: 'HORIZONTAL' });
      const bar = screen.getByRole('complementary', { name: 'Filters' });
      expect(bar).toHaveAttribute('data-orientation', 'horizontal');
      expect(bar).toHaveStyle({ width: '100%' });
      // Stacked above the layout: the container is a column and the bar comes first.
      expect(bar.parentElement).toHaveStyle({ flexDirection: 'column' });
      expect(bar.parentElement?.firstElementChild).toBe(bar);
      expect(bar.nextElementSibling).toBe(screen.getByRole('region', { name: 'Layout' }));
      expect(bar.querySelector('form')).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
      expect(within(bar).getByRole('combobox', { name: 'Region' })).toBeInTheDocument();
      expect(within(bar).getByRole('spinbutton', { name: 'Amount minimum' })).toBeInTheDocument();
    });
  });

  describe("'Enable cross-filtering' setting", () => {
    it('is offered only to those who may edit the dashboard', () => {
      renderBar([REGION_FILTER]);
      expect(screen.queryByRole('checkbox', { name: 'Enable cross-filtering' })).not.toBeInTheDocument();
    });

    it('shows the current setting to an editor and switches cross-filtering off at once', async () => {
      const user = userEvent.setup();
      const metadata = { native_filter_configuration: [REGION_FILTER] };
      const view = renderWithApp(<FilterBar />, { state: signedInState({ Admin: [['can_write', 'Dashboard']] }) });
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
      await user.click(screen.getByRole('listbox', { name: 'Filter bar settings' }));
      const setting = screen.getByRole('checkbox', { name: 'Enable cross-filtering' });
      expect(setting).toBeChecked();
      await user.click(setting);
      expect(view.actions).toContainEqual(crossFiltersEnabledChanged({ enabled: false }));
      expect(view.store.getState().dashboard.dashboard?.metadata.cross_filters_enabled).toBe(false);
      expect(crossFiltersEnabled(view.store.getState().dashboard.dashboard?.metadata ?? {})).toBe(false);
      expect(screen.getByRole('checkbox', { name: 'Enable cross-filtering' })).not.toBeChecked();
    });
  });
});
