import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import type { QueryFormData } from '@tessera/viz';
import { renderWithApp } from '../../../testing/render-with-app';
import { datasetView } from '../../dataset-editor/dataset-editor.fixtures';
import { fakeApi } from '../../resource-list/testing/fake-api';
import { signedInState } from '../../../testing/session-fixtures';
import { initialConfigState } from '../../config';
import { searchDashboards } from '../explore.api';
import { birthsDatasource, stateCounts } from '../explore.fixtures';
import {
  chartStopRequested,
  chartUpdateRequested,
  datasourceReloadRequested,
  favoriteToggleRequested,
  formDataKeyAssigned,
  initialChartState,
  initialExploreState,
  loadRequested,
  saveRequested,
  titleEdited,
  type ExploreState,
} from '../explore.slice';
import { initialFormData } from '../form-data';
import { ExplorePage } from './ExplorePage';

jest.mock('../explore.api', () => ({ ...jest.requireActual('../explore.api'), searchDashboards: jest.fn() }));

function loadedExplore(
  overrides: Partial<ExploreState> = {},
  seed: Record<string, unknown> = { viz_type: 'table', groupby: ['state'], metrics: ['count'] },
): ExploreState {
  const formData: QueryFormData = initialFormData(seed, birthsDatasource);
  return {
    ...initialExploreState,
    status: 'loaded',
    loadedFrom: { sliceId: 12 },
    datasource: birthsDatasource,
    formData,
    savedFormData: formData,
    slice: { slice_id: 12, slice_name: 'Births by state', form_data: formData, owners: [1] },
    sliceName: 'Births by state',
    permissions: { canAdd: true, canDownload: true, canOverwrite: true },
    ...overrides,
  };
}

function renderPage(explore: ExploreState, path = '/explore/?slice_id=12') {
  return renderWithApp(<ExplorePage />, { path, state: { ...signedInState({ Admin: [] }), explore } });
}

// Typing into selects is slow when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

describe('ExplorePage', () => {
  it('asks for the explore context of the address', () => {
    const { actions } = renderPage(initialExploreState, '/explore/?datasource=7__table');
    expect(actions).toContainEqual(loadRequested({ datasourceId: 7, datasourceType: 'table' }));
  });

  it('puts the key of the form data last run in the address without reloading', async () => {
    const { actions, store } = renderPage(loadedExplore());
    act(() => {
      store.dispatch(formDataKeyAssigned('k1'));
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/explore/?form_data_key=k1&slice_id=12'));
    expect(actions.filter((action) => action.type === loadRequested.type)).toEqual([]);
  });

  it('adds a history entry when a run replaces the key, so going back reopens the earlier run', async () => {
    function HistoryBack() {
      const navigate = useNavigate();
      return <button onClick={() => navigate(-1)}>History back</button>;
    }
    const user = userEvent.setup();
    const { actions, store } = renderWithApp(
      <>
        <ExplorePage />
        <HistoryBack />
      </>,
      {
        path: '/explore/?form_data_key=k1&slice_id=12',
        state: { ...signedInState({ Admin: [] }), explore: loadedExplore({ loadedFrom: { sliceId: 12, formDataKey: 'k1' } }) },
      },
    );
    act(() => {
      store.dispatch(formDataKeyAssigned('k2'));
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/explore/?form_data_key=k2&slice_id=12'));
    await user.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/explore/?form_data_key=k1&slice_id=12'));
    expect(actions).toContainEqual(loadRequested({ formDataKey: 'k1', sliceId: 12 }));
  });

  it('stars the saved chart from the header, next to its owners', async () => {
    const user = userEvent.setup();
    const { actions } = renderPage(loadedExplore({ starred: false, owners: ['Ada Lovelace'] }));
    expect(screen.getByText('Owners: Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(actions).toContainEqual(favoriteToggleRequested(true));
  });

  it("offers the chart actions in the 'More' menu and force-refreshes past the cache", async () => {
    const user = userEvent.setup();
    const { actions } = renderPage(loadedExplore());
    await user.click(screen.getByRole('button', { name: 'More options for Births by state' }));
    expect(screen.getByRole('menuitem', { name: 'View query' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Drill to detail' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Force refresh' }));
    expect(actions).toContainEqual(chartUpdateRequested({ force: true }));
  });

  it('lists the dataset metrics and columns with their types, filtered by the search box', async () => {
    const user = userEvent.setup();
    renderPage(loadedExplore());
    const dataset = screen.getByRole('region', { name: 'Dataset' });
    const columns = within(dataset).getByRole('list', { name: 'Columns' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['ds', 'state', 'num']);
    expect(within(columns).getByRole('img', { name: 'Temporal' })).toBeInTheDocument();
    expect(within(columns).getByRole('img', { name: 'Numeric' })).toBeInTheDocument();
    await user.type(within(dataset).getByRole('textbox', { name: 'Search Metrics & Columns' }), 'sta');
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['state']);
    expect(within(dataset).queryByRole('listitem', { name: /count/ })).toBeNull();
  });

  it("loads the dataset picked under 'Swap dataset' into Explore", async () => {
    const user = userEvent.setup();
    const fruit = {
      id: 5,
      table_name: 'fruit',
      kind: 'virtual' as const,
      schema: 'public',
      database: { id: 2, database_name: 'pg' },
      owners: [],
    };
    fakeApi([
      { method: 'GET', url: /^\/api\/v1\/dataset\/\?q=/, body: { count: 1, result: [fruit] } },
      { method: 'GET', url: /^\/api\/v1\/dataset\/5$/, body: { id: 5, result: datasetView() } },
    ]);
    const { actions } = renderPage(loadedExplore());
    await user.click(within(screen.getByRole('region', { name: 'Dataset' })).getByRole('button', { name: 'More' }));
    await user.click(within(screen.getByRole('menu', { name: 'More' })).getByRole('menuitem', { name: 'Swap dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    await user.click(await within(dialog).findByRole('cell', { name: 'fruit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(actions).toContainEqual(datasourceReloadRequested({ id: 5 })));
  });

  it("renders the chart type's controls and runs the chart on 'Update chart'", async () => {
    const user = userEvent.setup();
    const { actions } = renderPage(loadedExplore());
    const controls = screen.getByRole('region', { name: 'Chart controls' });
    expect(within(controls).getByRole('combobox', { name: 'Chart type' })).toHaveValue('Table');
    expect(within(controls).getByRole('list', { name: 'Metrics' })).toHaveTextContent('count');
    expect(within(controls).getByRole('combobox', { name: 'Row limit' })).toHaveValue('10000');
    await user.click(screen.getByRole('button', { name: 'Update chart' }));
    expect(actions).toContainEqual(chartUpdateRequested());
  });

  it('renames the chart from its title in the header', async () => {
    const user = userEvent.setup();
    const { actions } = renderPage(loadedExplore());
    await user.click(screen.getByRole('button', { name: 'Edit Chart name' }));
    const title = screen.getByRole('textbox', { name: 'Chart name' });
    await user.clear(title);
    await user.type(title, 'Births per state{Enter}');
    expect(actions).toContainEqual(titleEdited('Births per state'));
  });

  it('adds an aggregate metric, marks the chart altered and lists the change', async () => {
    const user = userEvent.setup();
    const { store } = renderPage(loadedExplore());
    expect(screen.queryByText('Altered')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add metric to Metrics' }));
    await user.click(screen.getByRole('radio', { name: 'Simple' }));
    await user.click(screen.getByRole('combobox', { name: 'Column' }));
    await user.click(screen.getByRole('option', { name: 'num' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(store.getState().explore.formData?.metrics).toEqual([
      'count',
      { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num', type: 'BIGINT' }, label: 'SUM(num)' },
    ]);
    expect(within(screen.getByRole('region', { name: 'Chart controls' })).getByRole('list', { name: 'Metrics' })).toHaveTextContent(
      'SUM(num)',
    );
    await user.click(screen.getByText('Altered'));
    const changes = await screen.findByRole('dialog', { name: 'Chart changes' });
    expect(within(changes).getByRole('cell', { name: 'Metrics' })).toBeInTheDocument();
  });

  it("shows 'This is a required field' and blocks running while a required control is empty", async () => {
    const user = userEvent.setup();
    renderPage(loadedExplore({}, { viz_type: 'big_number_total', metric: 'count' }));
    expect(screen.getByRole('button', { name: 'Update chart' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove count' }));
    expect(screen.getByText('This is a required field')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update chart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('bounds the row limit by the configured maximum rows', () => {
    const explore = loadedExplore({}, { viz_type: 'table', groupby: ['state'], metrics: ['count'], row_limit: 6000 });
    const render = (max: number) =>
      renderWithApp(<ExplorePage />, {
        path: '/explore/?slice_id=12',
        state: { ...signedInState({ Admin: [] }), config: { ...initialConfigState, conf: { SQL_MAX_ROW: max } }, explore },
      });
    const roomy = render(10000);
    expect(screen.queryByText('Value cannot exceed 10000')).toBeNull();
    expect(screen.getByRole('button', { name: 'Update chart' })).toBeEnabled();
    roomy.unmount();
    render(5000);
    expect(screen.getByText('Value cannot exceed 5000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update chart' })).toBeDisabled();
  });

  it("adds a filter and offers 'Stop' while the chart is loading", async () => {
    const user = userEvent.setup();
    const { store, actions } = renderPage(loadedExplore({ chart: { ...initialChartState, status: 'loading' } }));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter column' }));
    await user.click(screen.getByRole('option', { name: 'num' }));
    await user.click(screen.getByRole('combobox', { name: 'Operator' }));
    await user.click(screen.getByRole('option', { name: 'Greater than (>)' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter value' }), '10');
    await user.click(within(screen.getByRole('group', { name: 'Edit filter' })).getByRole('button', { name: 'Save' }));
    expect(store.getState().explore.formData?.adhoc_filters).toEqual([
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'num', operator: '>', comparator: 10 },
    ]);
    expect(screen.getByRole('list', { name: 'Filters' })).toHaveTextContent('num > 10');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(actions).toContainEqual(chartStopRequested());
  });

  it('saves as a new chart on an existing dashboard from the save modal', async () => {
    const user = userEvent.setup();
    jest.mocked(searchDashboards).mockResolvedValue({ result: [{ id: 3, dashboard_title: 'Births' }], count: 1 });
    const { actions } = renderPage(loadedExplore({ chart: { ...initialChartState, status: 'rendered', queriesResponse: [stateCounts] } }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const modal = await screen.findByRole('dialog', { name: 'Save chart' });
    expect(within(modal).getByRole('radio', { name: 'Save (Overwrite)' })).toBeChecked();
    await user.click(within(modal).getByRole('radio', { name: 'Save as...' }));
    const name = within(modal).getByRole('textbox', { name: 'Chart name' });
    await user.clear(name);
    expect(within(modal).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Births copy');
    await user.click(within(modal).getByRole('combobox', { name: 'Add to dashboard' }));
    await user.click(await within(modal).findByRole('option', { name: 'Births' }));
    expect(searchDashboards).toHaveBeenCalledWith('', 0, 100);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(actions).toContainEqual(saveRequested({ action: 'saveas', sliceName: 'Births copy', dashboard: { id: 3, title: 'Births' } }));
  });

  it('keeps overwrite off for a chart the user does not own', async () => {
    const user = userEvent.setup();
    renderPage(loadedExplore({ permissions: { canAdd: true, canDownload: false, canOverwrite: false } }));
    expect(screen.getByRole('heading', { name: 'Births by state' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const modal = await screen.findByRole('dialog', { name: 'Save chart' });
    expect(within(modal).getByRole('radio', { name: 'Save (Overwrite)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit Chart name' })).toBeNull();
    await waitFor(() => expect(within(modal).getByRole('radio', { name: 'Save as...' })).toBeChecked());
  });
});
