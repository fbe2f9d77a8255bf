import { configureStore } from '@reduxjs/toolkit';
import type { Ace } from 'ace-builds';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { ApiError } from '../../../api';
import { rootReducer } from '../../../app/root-reducer';
import { ROUTER_FUTURE } from '../../../routing';
import { signedInState } from '../../../testing/session-fixtures';
import { configLoaded } from '../../config';
import * as api from '../sqllab.api';
import * as editorApi from '../sqllab-editor.api';
import { editorFixture, examplesDb, resultsFixture } from '../sqllab.fixtures';
import { sqlLabSaga } from '../sqllab.saga';
import type { QueryEditor, SqlLabDatabase } from '../sqllab.types';
import { TABS_STORAGE_KEY } from '../tab-storage';
import { SqlLabPage } from './SqlLabPage';
import { chooseOption } from '../../../testing/dropdown';

jest.mock('../sqllab.api');
jest.mock('../sqllab-editor.api');
const mocked = jest.mocked(api);
const mockedEditor = jest.mocked(editorApi);

async function renderPage(databases: SqlLabDatabase[] = [examplesDb]) {
  mocked.fetchSqlLabDatabases.mockResolvedValue(databases);
  const sagas = createSagaMiddleware();
  // 'Estimate cost' also needs the user's permission.
  const preloadedState = signedInState({ Analyst: [['can_estimate_query_cost', 'SQLLab']] });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(sqlLabSaga);
  store.dispatch(configLoaded({ featureFlags: {}, conf: { SQL_MAX_ROW: 100_000 }, locale: 'en', version: null }));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/sqllab/']} future={ROUTER_FUTURE}>
        <SqlLabPage />
      </MemoryRouter>
    </Provider>,
  );
  await screen.findByRole('option', { name: databases[0]?.database_name });
  return { ...view, store, user: userEvent.setup() };
}

function storeTabs(editors: QueryEditor[] = [editorFixture()], activeEditorId = editors[0]?.id ?? null) {
  window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ editors, activeEditorId }));
}

const aceEditor = () => (document.querySelector('.ace_editor') as unknown as { env: { editor: Ace.Editor } }).env.editor;
const activeTab = () =>
  screen
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')
    ?.textContent?.trim();
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent?.trim());

async function chooseTabAction(user: ReturnType<typeof userEvent.setup>, action: string) {
  await user.click(screen.getByRole('listbox', { name: 'Tab actions' }));
  await user.click(screen.getByRole('option', { name: action }));
}

jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  jest.resetAllMocks();
  mockedEditor.fetchFunctionNames.mockResolvedValue([]);
  mocked.fetchSchemas.mockResolvedValue(['information_schema', 'public']);
  mockedEditor.fetchTablePage.mockResolvedValue({ count: 0, tables: [] });
});

describe('SqlLabPage, editor side', () => {
  it("runs only the selected text with 'Run selection'", async () => {
    storeTabs([editorFixture({ sql: 'SELECT 1;\nSELECT 2' })]);
    mocked.executeQuery.mockResolvedValue({ kind: 'results', results: resultsFixture() });
    const { user } = await renderPage();
    act(() => aceEditor().selection.setSelectionRange({ start: { row: 1, column: 0 }, end: { row: 1, column: 8 } }));
    await user.click(await screen.findByRole('button', { name: 'Run selection' }));
    await waitFor(() => expect(mocked.executeQuery).toHaveBeenCalledWith(expect.objectContaining({ sql: 'SELECT 2' })));
    act(() => aceEditor().selection.clearSelection());
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    await waitFor(() => expect(mocked.executeQuery).toHaveBeenLastCalledWith(expect.objectContaining({ sql: 'SELECT 1;\nSELECT 2' })));
  });

  it("'Format SQL' replaces the tab's SQL with the server's layout", async () => {
    storeTabs([editorFixture({ sql: 'select a,b from t' })]);
    mockedEditor.formatSql.mockResolvedValue('SELECT\n  a,\n  b\nFROM t');
    const { user, store } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Format SQL' }));
    await waitFor(() => expect(store.getState().sqlLab.editors[0]?.sql).toBe('SELECT\n  a,\n  b\nFROM t'));
    expect(mockedEditor.formatSql).toHaveBeenCalledWith('select a,b from t', 3);
    expect(aceEditor().getValue()).toBe('SELECT\n  a,\n  b\nFROM t');
  });

  it("offers 'Estimate cost' only where the database estimates, and shows the figures in a table", async () => {
    storeTabs([editorFixture({ sql: 'SELECT * FROM orders' })]);
    mockedEditor.estimateQueryCost.mockResolvedValue([{ 'Start-up cost': 0, 'Total cost': 12.5 }]);
    const first = await renderPage();
    expect(screen.queryByRole('button', { name: 'Estimate cost' })).toBeNull();
    first.unmount();

    const { user } = await renderPage([{ ...examplesDb, allows_cost_estimate: true }]);
    await user.click(screen.getByRole('button', { name: 'Estimate cost' }));
    const table = await within(await screen.findByRole('dialog')).findByRole('table', { name: 'Query cost estimate' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Start-up cost', 'Total cost']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '12.5']);
    expect(mockedEditor.estimateQueryCost).toHaveBeenCalledWith({
      database_id: 3,
      catalog: null,
      schema: 'public',
      sql: 'SELECT * FROM orders',
      template_params: null,
    });
  });

  it('shows why an estimate failed', async () => {
    storeTabs();
    mockedEditor.estimateQueryCost.mockRejectedValue(new ApiError({ message: 'EXPLAIN is not allowed', status: 400, errors: [] }));
    const { user } = await renderPage([{ ...examplesDb, allows_cost_estimate: true }]);
    await user.click(screen.getByRole('button', { name: 'Estimate cost' }));
    expect(await within(await screen.findByRole('dialog')).findByText('EXPLAIN is not allowed')).toBeInTheDocument();
  });

  it('edits template parameters as JSON, flags invalid JSON without blocking, and runs with them', async () => {
    storeTabs();
    mocked.executeQuery.mockResolvedValue({ kind: 'results', results: resultsFixture() });
    const { user, store } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Parameters' }));
    let dialog = await screen.findByRole('dialog');
    const json = within(dialog).getByRole('textbox', { name: 'Parameters (JSON)' });
    await user.type(json, '{{"region": ');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your template parameters are not valid JSON: the query will run without them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(store.getState().sqlLab.editors[0]?.templateParams).toBe('{"region": ');
    expect(screen.getByRole('button', { name: 'Parameters' })).toHaveAttribute(
      'title',
      'Your template parameters are not valid JSON: the query will run without them.',
    );

    await user.click(screen.getByRole('button', { name: 'Parameters' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Parameters (JSON)' }), '"EU"}');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Parameters' })).not.toHaveAttribute('title');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(mocked.executeQuery).toHaveBeenCalledWith(expect.objectContaining({ templateParams: '{"region": "EU"}' })));
  });

  it('lists the keyboard shortcuts', async () => {
    storeTabs();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const rows = within(await screen.findByRole('table', { name: 'Keyboard shortcuts' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ctrl + EnterRun query',
      'Ctrl + EStop query',
      'Ctrl + QNew tab',
      'Ctrl + [Switch to the previous tab',
      'Ctrl + ]Switch to the next tab',
      'Ctrl + Shift + FFormat SQL',
    ]);
  });

  it("duplicates a tab as 'Copy of {name}', closes all others, and switches tabs cyclically with Ctrl+] and Ctrl+[", async () => {
    storeTabs([editorFixture({ name: 'Revenue', sql: 'SELECT 42' })]);
    const { user, store } = await renderPage();
    await chooseTabAction(user, 'Duplicate tab');
    expect(tabNames()).toEqual(['Revenue', 'Copy of Revenue']);
    expect(store.getState().sqlLab.editors[1]).toMatchObject({ sql: 'SELECT 42', dbId: 3, schema: 'public' });
    await user.click(screen.getByRole('button', { name: 'Add a new tab' }));
    expect(activeTab()).toBe('Untitled Query 1');

    fireEvent.keyDown(document.body, { key: ']', code: 'BracketRight', ctrlKey: true });
    expect(activeTab()).toBe('Revenue');
    fireEvent.keyDown(document.body, { key: '[', code: 'BracketLeft', ctrlKey: true });
    expect(activeTab()).toBe('Untitled Query 1');
    fireEvent.keyDown(document.body, { key: '[', code: 'BracketLeft', ctrlKey: true });
    expect(activeTab()).toBe('Copy of Revenue');

    await chooseTabAction(user, 'Close all other tabs');
    expect(tabNames()).toEqual(['Copy of Revenue']);
  });

  it("shows 'There was an error loading the schemas' and 'No compatible schema found' in the picker", async () => {
    storeTabs([editorFixture({ schema: null })]);
    mocked.fetchSchemas.mockRejectedValue(new ApiError({ message: 'boom', status: 500, errors: [] }));
    const first = await renderPage();
    expect((await screen.findByText('There was an error loading the schemas')).closest('[role="alert"]')).not.toBeNull();
    first.unmount();

    mocked.fetchSchemas.mockResolvedValue([]);
    await renderPage();
    expect((await screen.findByText('No compatible schema found')).closest('[role="alert"]')).not.toBeNull();
  });

  it('picks a catalog on a database with several, then the schemas of that catalog', async () => {
    storeTabs([editorFixture({ dbId: null, schema: null })]);
    const lake: SqlLabDatabase = { id: 9, database_name: 'lake', backend: 'trino', allow_run_async: false, allow_multi_catalog: true };
    mockedEditor.fetchCatalogs.mockResolvedValue(['hive', 'iceberg']);
    mockedEditor.fetchCatalogSchemas.mockResolvedValue(['sales']);
    // The tab starts on the first database (the lowest id), which has no catalogs.
    const { user, store } = await renderPage([examplesDb, lake]);
    await waitFor(() => expect(store.getState().sqlLab.editors[0].dbId).toBe(examplesDb.id));
    expect(screen.queryByRole('listbox', { name: 'Catalog' })).toBeNull();
    await chooseOption(user, 'Database', 'lake');
    await chooseOption(user, 'Catalog', 'iceberg');
    await chooseOption(user, 'Schema', 'sales');
    expect(mockedEditor.fetchCatalogs).toHaveBeenCalledWith(9);
    expect(mockedEditor.fetchCatalogSchemas).toHaveBeenCalledWith(9, 'iceberg');
    // Only the first database's schemas, asked before the switch: the lake's come per catalog.
    expect(mocked.fetchSchemas).not.toHaveBeenCalledWith(9);
    expect(store.getState().sqlLab.editors[0]).toMatchObject({ dbId: 9, catalog: 'iceberg', schema: 'sales' });
    await waitFor(() =>
      expect(mockedEditor.fetchTablePage).toHaveBeenCalledWith(9, expect.objectContaining({ catalog: 'iceberg', schema: 'sales' })),
    );
  });

  it("says so when a database's catalogs cannot be loaded", async () => {
    storeTabs([editorFixture({ dbId: 9, schema: null })]);
    mockedEditor.fetchCatalogs.mockRejectedValue(new ApiError({ message: 'boom', status: 500, errors: [] }));
    await renderPage([{ id: 9, database_name: 'lake', backend: 'trino', allow_run_async: false, allow_multi_catalog: true }]);
    expect((await screen.findByText('There was an error loading the catalogs')).closest('[role="alert"]')).not.toBeNull();
  });

  it('searches tables on the server as the user types and loads more a page at a time', async () => {
    storeTabs();
    const page = (names: string[]) => ({ count: 120, tables: names.map((value) => ({ value, type: 'table' as const })) });
    mockedEditor.fetchTablePage.mockImplementation(async (_dbId, request) =>
      request.search === 'ord' ? (request.page === 0 ? page(['orders', 'order_lines']) : page(['orders_archive'])) : page(['accounts']),
    );
    const { user } = await renderPage();
    const tables = await screen.findByRole('list', { name: 'Tables' });
    await within(tables).findByRole('button', { name: 'accounts' });
    await user.type(screen.getByLabelText('Table'), 'ord');
    await within(tables).findByRole('button', { name: 'order_lines' });
    expect(within(tables).queryByRole('button', { name: 'accounts' })).toBeNull();
    expect(mockedEditor.fetchTablePage).toHaveBeenCalledWith(3, { schema: 'public', catalog: null, search: 'ord', page: 0, pageSize: 50 });
    // Typing is debounced: no request per keystroke.
    expect(mockedEditor.fetchTablePage.mock.calls.filter(([, request]) => request.search === 'o' || request.search === 'or')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Load more (2 of 120 shown)' }));
    await within(tables).findByRole('button', { name: 'orders_archive' });
    expect(
      within(tables)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['orders', 'order_lines', 'orders_archive']);
  });
});
