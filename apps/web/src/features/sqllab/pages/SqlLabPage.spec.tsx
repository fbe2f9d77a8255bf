import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { ApiError } from '../../../api';
import { rootReducer, type RootState } from '../../../app/root-reducer';
import { ROUTER_FUTURE } from '../../../routing';
import { signedInState } from '../../../testing/session-fixtures';
import { configLoaded } from '../../config';
import * as api from '../sqllab.api';
import * as editorApi from '../sqllab-editor.api';
import { editorFixture, examplesDb, resultsFixture } from '../sqllab.fixtures';
import { sqlLabSaga } from '../sqllab.saga';
import type { QueryHistoryRow } from '../sqllab.types';
import { TABS_STORAGE_KEY } from '../tab-storage';
import { SqlLabPage } from './SqlLabPage';
import { chooseOption, dropdownText } from '../../../testing/dropdown';

jest.mock('../sqllab.api');
jest.mock('../sqllab-editor.api');
const mocked = jest.mocked(api);
const mockedEditorApi = jest.mocked(editorApi);

/** Renders the page and waits for the pickers' first loads, so no update lands after a test. */
async function renderPage(path = '/sqllab/', preloadedState: Partial<RootState> = {}) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(sqlLabSaga);
  // The app has its config before any page opens.
  store.dispatch(configLoaded({ featureFlags: {}, conf: { SQL_MAX_ROW: 100_000 }, locale: 'en', version: null }));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <SqlLabPage />
      </MemoryRouter>
    </Provider>,
  );
  await screen.findByRole('option', { name: 'examples' });
  if (store.getState().sqlLab.editors.some((editor) => editor.dbId !== null)) await screen.findByRole('option', { name: 'public' });
  return { ...view, store, user: userEvent.setup() };
}

function storeTabs(editors = [editorFixture()], activeEditorId = editors[0]?.id ?? null) {
  window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ editors, activeEditorId }));
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent?.trim());

// ag-grid and Ace render slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  jest.resetAllMocks();
  mockedEditorApi.fetchFunctionNames.mockResolvedValue([]);
  mocked.fetchSqlLabDatabases.mockResolvedValue([examplesDb]);
  mocked.fetchSchemas.mockResolvedValue(['information_schema', 'public']);
  mockedEditorApi.fetchTablePage.mockResolvedValue({
    count: 2,
    tables: [
      { value: 'orders', type: 'table' },
      { value: 'customers', type: 'table' },
    ],
  });
});

describe('SqlLabPage', () => {
  it('picks a database and schema, and adds a table entry with its columns and types', async () => {
    const { user } = await renderPage();
    expect(tabNames()).toEqual(['Untitled Query 1']);
    mocked.fetchTableMetadata.mockResolvedValue({
      name: 'orders',
      columns: [
        { name: 'id', type: 'INTEGER' },
        { name: 'placed_at', type: 'TIMESTAMP' },
      ],
    });
    await chooseOption(user, 'Database', 'examples');
    await chooseOption(user, 'Schema', 'public');
    expect(mocked.fetchSchemas).toHaveBeenCalledWith(3);
    const tables = await screen.findByRole('list', { name: 'Tables' });
    await user.click(await within(tables).findByRole('button', { name: 'orders' }));
    expect(mockedEditorApi.fetchTablePage).toHaveBeenCalledWith(3, { schema: 'public', catalog: null, search: '', page: 0, pageSize: 50 });
    const pane = await screen.findByRole('region', { name: 'public.orders' });
    const columns = await within(pane).findByRole('list', { name: 'Columns' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['INTEGERid', 'TIMESTAMPplaced_at']);
    expect(mocked.fetchTableMetadata).toHaveBeenCalledWith(3, 'public', 'orders', null);
  });

  it("runs the tab's SQL and shows the rows in the grid with the row count and what limited them", async () => {
    storeTabs([editorFixture({ queryLimit: 10 })]);
    mocked.executeQuery.mockResolvedValue({ kind: 'results', results: resultsFixture({ limitingFactor: 'DROPDOWN', rows: 1 }) });
    const { user } = await renderPage();
    expect(dropdownText('Limit')).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const results = screen.getByRole('region', { name: 'Results' });
    expect(await within(results).findByRole('gridcell', { name: 'x' })).toBeInTheDocument();
    expect(within(results).getByText('1 row returned')).toBeInTheDocument();
    expect(within(results).getByRole('note')).toHaveTextContent('The number of rows displayed is limited to 1 by the limit dropdown.');
    expect(mocked.executeQuery).toHaveBeenCalledWith(
      expect.objectContaining({ database_id: 3, schema: 'public', sql: "SELECT 1 AS one, 'x' AS two", queryLimit: 10, runAsync: false }),
    );
  });

  it('shows the error panel of a failed query', async () => {
    storeTabs([editorFixture({ sql: 'SELECT * FROM nope' })]);
    mocked.executeQuery.mockRejectedValue(
      new ApiError({
        message: 'relation "nope" does not exist',
        status: 400,
        errors: [
          {
            message: 'relation "nope" does not exist',
            error_type: 'GENERIC_DB_ENGINE_ERROR',
            level: 'error',
            extra: { engine_name: 'PostgreSQL' },
          },
        ],
      }),
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const alert = await within(screen.getByRole('region', { name: 'Results' })).findByRole('alert');
    expect(alert).toHaveTextContent('PostgreSQL Error');
    expect(alert).toHaveTextContent('relation "nope" does not exist');
  });

  it('adds, renames and closes tabs, and a reload brings them back', async () => {
    const first = await renderPage();
    await first.user.click(screen.getByRole('button', { name: 'Add a new tab' }));
    expect(tabNames()).toEqual(['Untitled Query 1', 'Untitled Query 2']);
    await first.user.dblClick(screen.getByRole('tab', { name: /Untitled Query 2/ }));
    const nameInput = screen.getByRole('textbox', { name: 'Tab name' });
    await first.user.clear(nameInput);
    await first.user.type(nameInput, 'Revenue{Enter}');
    await first.user.click(screen.getByRole('button', { name: 'Add a new tab' }));
    await first.user.click(screen.getByRole('button', { name: 'Close tab Untitled Query 1' }));
    expect(tabNames()).toEqual(['Revenue', 'Untitled Query 2']);
    first.unmount();

    await renderPage();
    expect(tabNames()).toEqual(['Revenue', 'Untitled Query 2']);
    expect(screen.getByRole('tab', { name: 'Untitled Query 2' })).toHaveAttribute('aria-selected', 'true');
  });

  it('saves the tab as a saved query with a name and description', async () => {
    storeTabs();
    mocked.createSavedQuery.mockResolvedValue(12);
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).queryByRole('button', { name: 'Save as new' })).toBeNull();
    const name = within(modal).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'One and x');
    await user.type(within(modal).getByRole('textbox', { name: /Description/ }), 'smoke test');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mocked.createSavedQuery).toHaveBeenCalledWith({
      label: 'One and x',
      description: 'smoke test',
      db_id: 3,
      schema: 'public',
      sql: "SELECT 1 AS one, 'x' AS two",
    });
    expect(tabNames()).toEqual(['One and x']);
  });

  it("updates the saved query a tab edits, or saves it as new with 'Save as new'", async () => {
    storeTabs([editorFixture({ name: 'Top customers', remoteId: 12 })]);
    mocked.updateSavedQuery.mockResolvedValue(undefined);
    mocked.createSavedQuery.mockResolvedValue(13);
    const { user, store } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    let modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = { label: 'Top customers', description: '', db_id: 3, schema: 'public', sql: "SELECT 1 AS one, 'x' AS two" };
    expect(mocked.updateSavedQuery).toHaveBeenCalledWith(12, body);
    expect(mocked.createSavedQuery).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('button', { name: 'Save as new' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mocked.createSavedQuery).toHaveBeenCalledWith(body);
    expect(store.getState().sqlLab.editors[0]?.remoteId).toBe(13);
  });

  it('opens ?savedQueryId= in a new tab', async () => {
    storeTabs();
    mocked.fetchSavedQuery.mockResolvedValue({
      id: 7,
      label: 'Top customers',
      description: null,
      schema: 'public',
      sql: 'SELECT * FROM customers',
      template_parameters: null,
      database: { id: 3, database_name: 'examples' },
    });
    await renderPage('/sqllab/?savedQueryId=7');
    await waitFor(() => expect(tabNames()).toEqual(['Untitled Query 1', 'Top customers']));
    expect(mocked.fetchSavedQuery).toHaveBeenCalledWith(7);
    expect(screen.getByRole('tab', { name: 'Top customers' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the query history', async () => {
    mocked.fetchQueryHistory.mockResolvedValue([
      {
        id: 1,
        changed_on: null,
        database: { id: 3, database_name: 'examples' },
        rows: 1,
        schema: 'public',
        sql: 'SELECT 42',
        status: 'success',
        tab_name: 'Untitled Query 1',
        start_time: 1_700_000_000_000,
        end_time: null,
      },
    ]);
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Query history' }));
    const history = await screen.findByRole('table', { name: 'Query history' });
    expect(within(history).getByText('SELECT 42')).toBeInTheDocument();
    expect(within(history).getByText('examples')).toBeInTheDocument();
  });
  it('removes a query from the log, and it stays removed after a reload', async () => {
    const row = (id: number, sql: string): QueryHistoryRow => ({
      id,
      changed_on: null,
      database: { id: 3, database_name: 'examples' },
      rows: 1,
      schema: 'public',
      sql,
      status: 'success',
      tab_name: 'Untitled Query 1',
      start_time: 1_700_000_000_000,
      end_time: null,
    });
    mocked.fetchQueryHistory.mockResolvedValue([row(1, 'SELECT 41'), row(2, 'SELECT 42')]);
    mocked.fetchQueryOrigin.mockResolvedValue({ id: 1, client_id: 'client-41', sql_editor_id: 'tab-1' });
    const first = await renderPage();
    await first.user.click(screen.getByRole('button', { name: 'Query history' }));
    const history = await screen.findByRole('table', { name: 'Query history' });
    const removed = within(history).getByText('SELECT 41').closest('tr') as HTMLElement;
    await first.user.click(within(removed).getByRole('button', { name: 'Remove query from log' }));
    await waitFor(() => expect(within(history).queryByText('SELECT 41')).not.toBeInTheDocument());
    expect(mocked.fetchQueryOrigin).toHaveBeenCalledWith(1);
    first.unmount();

    // The server still lists it (it never kept the tab), yet the reloaded page does not show it.
    const second = await renderPage();
    await second.user.click(screen.getByRole('button', { name: 'Query history' }));
    const reloaded = await screen.findByRole('table', { name: 'Query history' });
    expect(within(reloaded).getByText('SELECT 42')).toBeInTheDocument();
    expect(within(reloaded).queryByText('SELECT 41')).not.toBeInTheDocument();
  });

  it("schedules the tab's query: the end date must come after the start, then it is saved with its schedule", async () => {
    storeTabs();
    mocked.createSavedQuery.mockResolvedValue(31);
    const { user, store } = await renderPage('/sqllab/', signedInState({ Analyst: [['can_write', 'SavedQuery']] }));
    await user.click(screen.getByRole('button', { name: 'Schedule query' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule query' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Untitled Query 1');
    await user.clear(name);
    await user.type(name, 'Nightly one');
    await user.type(within(dialog).getByLabelText('Description'), 'every night');
    await chooseOption(user, 'Presets', 'Every week', dialog);
    await user.type(within(dialog).getByLabelText('Start date'), '2026-12-01');
    await user.type(within(dialog).getByLabelText('End date'), '2026-11-01');
    await user.type(within(dialog).getByLabelText('Output table name'), 'nightly_one');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByText('End date must be after start date')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(mocked.createSavedQuery).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('End date'));
    await user.type(within(dialog).getByLabelText('End date'), '2027-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule query' })).not.toBeInTheDocument());
    expect(mocked.createSavedQuery).toHaveBeenCalledWith({
      label: 'Nightly one',
      description: 'every night',
      db_id: 3,
      schema: 'public',
      sql: "SELECT 1 AS one, 'x' AS two",
      extra_json: JSON.stringify({
        schedule_info: { schedule_interval: '0 0 * * 0', start_date: '2026-12-01', end_date: '2027-01-31', output_table: 'nightly_one' },
      }),
    });
    expect(store.getState().toasts.items.map((toast) => toast.text)).toContain(
      'Your query has been scheduled. To see details of your query, navigate to Saved queries',
    );
  });

  it("offers 'Schedule query' only to users who may save queries", async () => {
    storeTabs();
    await renderPage('/sqllab/', signedInState({ Analyst: [['can_read', 'SavedQuery']] }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule query' })).not.toBeInTheDocument();
  });
});
