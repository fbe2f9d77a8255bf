import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import type { RolePermissions } from '../../../auth';
import { dashboardLoaded, filtersConfigOpened, filtersConfigSaveRequested } from '../../dashboard.slice';
import { fetchDatasetColumns, searchFilterDatasets } from '../../filters/filter-config.api';
import { fetchFilterValues } from '../../filters/filter-options.api';
import { parseNativeFilters } from '../../model/native-filters';
import { parseLayout } from '../../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../../testing/dashboard.fixtures';
import { FilterBar } from '../FilterBar/FilterBar';
import { RESTORE_FILTER_MS } from './FiltersConfigModal';

jest.mock('../../filters/filter-config.api');
jest.mock('../../filters/filter-options.api');
jest.setTimeout(30_000);

function openConfig(roles: RolePermissions = { Admin: [['can_write', 'Dashboard']] }) {
  jest.mocked(searchFilterDatasets).mockResolvedValue({ data: [{ value: 7, label: 'orders' }], totalCount: 1 });
  jest.mocked(fetchDatasetColumns).mockResolvedValue({
    name: 'orders',
    columns: [
      { name: 'region', isTemporal: false, isNumeric: false },
      { name: 'amount', isTemporal: false, isNumeric: true },
    ],
    metrics: ['count'],
  });
  jest.mocked(fetchFilterValues).mockResolvedValue(['east', 'north'] as never);
  const metadata = { native_filter_configuration: [REGION_FILTER] };
  const view = renderWithApp(<FilterBar />, { state: signedInState(roles) });
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

const savedChanges = (actions: { type: string; payload?: unknown }[]) =>
  actions
    .filter((action) => action.type === filtersConfigSaveRequested.type)
    .map((action) => action.payload as ReturnType<typeof filtersConfigSaveRequested>['payload']);

describe('native filters config modal', () => {
  it('is offered only to those who may edit the dashboard', () => {
    openConfig({ Gamma: [['can_read', 'Dashboard']] });
    expect(screen.queryByRole('button', { name: 'Add/Edit Filters' })).not.toBeInTheDocument();
  });

  it('adds a value filter on a dataset column with a default and saves it as a modified filter', async () => {
    const user = userEvent.setup();
    const { actions } = openConfig();
    await user.click(screen.getByRole('button', { name: 'Add/Edit Filters' }));
    const modal = screen.getByRole('dialog', { name: 'Add and edit filters' });
    await user.click(within(modal).getByRole('button', { name: 'Add filter' }));

    // Saving an empty filter names what is missing and puts the cursor in its name.
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(within(modal).getByText('Name is required')).toBeInTheDocument();
    expect(within(modal).getByText('Dataset is required')).toBeInTheDocument();
    expect(within(modal).getByText('Column is required')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Filter name')).toHaveFocus();
    expect(savedChanges(actions)).toEqual([]);

    await user.type(within(modal).getByLabelText('Filter name'), 'Area');
    await user.click(within(modal).getByRole('combobox', { name: 'Dataset' }));
    await user.click(await within(modal).findByRole('option', { name: 'orders' }));
    await user.click(within(modal).getByRole('combobox', { name: 'Column' }));
    await user.click(await within(modal).findByRole('option', { name: 'region' }));
    await user.click(within(modal).getByRole('combobox', { name: 'Default value' }));
    await user.click(await within(modal).findByRole('option', { name: 'north' }));
    await user.click(within(modal).getByRole('checkbox', { name: 'Filter value is required' }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    const [changes] = savedChanges(actions);
    expect(changes?.deleted).toEqual([]);
    expect(changes?.modified).toEqual([
      expect.objectContaining({
        type: 'NATIVE_FILTER',
        name: 'Area',
        filterType: 'filter_select',
        targets: [{ datasetId: 7, column: { name: 'region' } }],
        controlValues: expect.objectContaining({ enableEmptyFilter: true, multiSelect: true }),
        defaultDataMask: { filterState: { value: ['north'] } },
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
      }),
    ]);
    expect(String(changes?.modified[0]?.id)).toMatch(/^NATIVE_FILTER-/);
  });

  it('adds a time range filter scoped to chosen charts, and a divider', async () => {
    const user = userEvent.setup();
    const { actions } = openConfig();
    await user.click(screen.getByRole('button', { name: 'Add/Edit Filters' }));
    const modal = screen.getByRole('dialog', { name: 'Add and edit filters' });
    await user.click(within(modal).getByRole('button', { name: 'Add filter' }));
    await user.type(within(modal).getByLabelText('Filter name'), 'Period');
    await user.click(within(modal).getByRole('listbox', { name: 'Filter Type' }));
    await user.click(within(modal).getByRole('option', { name: 'Time range' }));
    expect(within(modal).queryByRole('combobox', { name: 'Dataset' })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: 'Apply to specific panels' }));
    await user.click(within(modal).getByRole('checkbox', { name: 'South' }));
    await user.click(within(modal).getByRole('button', { name: 'Add divider' }));
    await user.type(within(modal).getByLabelText('Title'), 'More');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    const [changes] = savedChanges(actions);
    expect(changes?.modified).toEqual([
      expect.objectContaining({ name: 'Period', filterType: 'filter_time', scope: { rootPath: ['ROOT_ID'], excluded: [4, 5] } }),
      expect.objectContaining({ type: 'DIVIDER', title: 'More' }),
    ]);
  });

  it("shows a saved filter's dataset by its name, not its id", async () => {
    const user = userEvent.setup();
    openConfig();
    await user.click(screen.getByRole('button', { name: 'Add/Edit Filters' }));
    const modal = screen.getByRole('dialog', { name: 'Add and edit filters' });
    await waitFor(() => expect(within(modal).getByRole('combobox', { name: 'Dataset' })).toHaveValue('orders'));
  });

  it('moves and removes filters; a removed filter can be restored for five seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { actions } = openConfig();
      await user.click(screen.getByRole('button', { name: 'Add/Edit Filters' }));
      const modal = screen.getByRole('dialog', { name: 'Add and edit filters' });
      await user.click(within(modal).getByRole('button', { name: 'Remove Region' }));
      await user.click(within(modal).getByRole('button', { name: 'Restore Filter' }));
      expect(within(modal).getByLabelText('Filter name')).toHaveValue('Region');

      await user.click(within(modal).getByRole('button', { name: 'Remove Region' }));
      expect(within(modal).getByText('You have removed this filter.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(RESTORE_FILTER_MS));
      await waitFor(() => expect(within(modal).queryByRole('button', { name: 'Restore Filter' })).not.toBeInTheDocument());
      await user.click(within(modal).getByRole('button', { name: 'Save' }));
      expect(savedChanges(actions)).toEqual([{ modified: [], deleted: ['NATIVE_FILTER-region'], reordered: [] }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the new order when filters are moved', async () => {
    const user = userEvent.setup();
    const { actions, store } = openConfig();
    act(() => {
      store.dispatch(filtersConfigOpened());
    });
    const modal = screen.getByRole('dialog', { name: 'Add and edit filters' });
    await user.click(within(modal).getByRole('button', { name: 'Add divider' }));
    await user.type(within(modal).getByLabelText('Title'), 'Top');
    await user.click(within(modal).getByRole('button', { name: 'Move Top up' }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const [changes] = savedChanges(actions);
    expect(changes?.reordered).toEqual([changes?.modified[0]?.id, 'NATIVE_FILTER-region']);
  });

  it('on Save with the second of two filters invalid, selects that filter and puts the cursor in its first failing field', async () => {
    const user = userEvent.setup();
    const { actions } = openConfig();
    await user.click(screen.getByRole('button', { name: 'Add/Edit Filters' }));
    const modal = screen.getByRole('dialog', { name: 'Add and edit filters' });
    await user.click(within(modal).getByRole('button', { name: 'Add filter' }));
    await user.type(within(modal).getByLabelText('Filter name'), 'Area');
    const items = () => [...modal.querySelectorAll<HTMLElement>('[data-filter-item]')];
    expect(items()).toHaveLength(2);
    // Back on the first, valid filter when saving.
    await user.click(items()[0] as HTMLElement);
    expect(within(modal).getByLabelText('Filter name')).toHaveValue('Region');

    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(savedChanges(actions)).toEqual([]);
    const second = items()[1] as HTMLElement;
    expect(second).toHaveClass('active');
    expect(items()[0]).not.toHaveClass('active');
    expect(within(second).getByLabelText('Has errors')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Filter name')).toHaveValue('Area');
    // The name is fine: the cursor goes to the dataset, the first field that failed.
    expect(within(modal).getByText('Dataset is required')).toBeInTheDocument();
    expect(within(modal).getByRole('combobox', { name: 'Dataset' })).toHaveFocus();
  });

  it("offers 'Select first filter value by default', which disables the default value and is saved in controlValues", async () => {
    const user = userEvent.setup();
    const { actions } = openConfig();
    await user.click(screen.getByRole('button', { name: 'Add/Edit Filters' }));
    const modal = screen.getByRole('dialog', { name: 'Add and edit filters' });
    const firstItem = within(modal).getByRole('checkbox', { name: 'Select first filter value by default' });
    expect(firstItem).not.toBeChecked();
    await user.click(firstItem);
    expect(firstItem).toBeChecked();
    expect(within(modal).getByRole('combobox', { name: 'Default value' })).toBeDisabled();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const [changes] = savedChanges(actions);
    expect(changes?.modified).toEqual([
      expect.objectContaining({ id: 'NATIVE_FILTER-region', controlValues: expect.objectContaining({ defaultToFirstItem: true }) }),
    ]);
  });
});
