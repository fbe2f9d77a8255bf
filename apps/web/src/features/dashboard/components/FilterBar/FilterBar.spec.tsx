import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import { dashboardLoaded, filterOptionsLoaded, filtersApplied } from '../../dashboard.slice';
import { parseNativeFilters } from '../../filters/native-filters';
import { parseLayout } from '../../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../../testing/dashboard.fixtures';
import { FilterBar } from './FilterBar';

jest.setTimeout(30_000);

const AMOUNT_FILTER = { id: 'NATIVE_FILTER-amount', type: 'NATIVE_FILTER', name: 'Amount', filterType: 'filter_range', targets: [{ datasetId: 7, column: { name: 'amount' } }] };
const GRAIN_FILTER = { id: 'NATIVE_FILTER-grain', type: 'NATIVE_FILTER', name: 'Grain', filterType: 'filter_timegrain', targets: [{ datasetId: 7 }] };
const DIVIDER = { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Numbers', description: 'Sizes and amounts' };
const REQUIRED_REGION = { ...REGION_FILTER, controlValues: { multiSelect: true, enableEmptyFilter: true } };

function renderBar(config: Record<string, unknown>[]) {
  const metadata = { native_filter_configuration: config };
  const view = renderWithApp(<FilterBar />, { state: signedInState({ Gamma: [['can_read', 'Dashboard']] }) });
  act(() => {
    view.store.dispatch(
      dashboardLoaded({ dashboard: fixtureDashboard(metadata), layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]), charts: fixtureCharts(), filters: parseNativeFilters(metadata) }),
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
});
