import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { ApiError, apiClient } from '../../../api';
import { rootReducer } from '../../../app/root-reducer';
import { ROUTER_FUTURE } from '../../../routing';
import { configLoaded } from '../../config';
import * as api from '../sqllab.api';
import * as resultsApi from '../sqllab-results.api';
import { editorFixture, examplesDb, resultsFixture } from '../sqllab.fixtures';
import { sqlLabSaga } from '../sqllab.saga';
import type { QueryHistoryRow } from '../sqllab.types';
import { TABS_STORAGE_KEY } from '../tab-storage';
import { SqlLabPage } from './SqlLabPage';
import { dropdownText } from '../../../testing/dropdown';

jest.mock('../sqllab.api');
jest.mock('../sqllab-results.api', () => ({
  ...jest.requireActual('../sqllab-results.api'),
  createSqlPermalink: jest.fn(),
  fetchSqlPermalink: jest.fn(),
}));
const mocked = jest.mocked(api);
const mockedResults = jest.mocked(resultsApi);

/** The editor at `path`, with the shared-link route, after its pickers' first loads. */
async function renderPage(path = '/sqllab/') {
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas) });
  sagas.run(sqlLabSaga);
  store.dispatch(configLoaded({ featureFlags: {}, conf: { SQL_MAX_ROW: 100_000 }, locale: 'en', version: null }));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <Routes>
          <Route path="/sqllab/" element={<SqlLabPage />} />
          <Route path="/sqllab/p/:key/" element={<SqlLabPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await screen.findByRole('option', { name: 'examples' });
  return { ...view, store, user: userEvent.setup() };
}

/** The tabs' names in order (the tab strip's markup carries menus besides the names). */
const tabNames = (store: Awaited<ReturnType<typeof renderPage>>['store']) => store.getState().sqlLab.editors.map((editor) => editor.name);
const activeEditor = (store: Awaited<ReturnType<typeof renderPage>>['store']) => {
  const { editors, activeEditorId } = store.getState().sqlLab;
  return editors.find((editor) => editor.id === activeEditorId);
};
const toastTexts = (store: Awaited<ReturnType<typeof renderPage>>['store']) => store.getState().toasts.items.map((toast) => toast.text);

function historyRow(overrides: Partial<QueryHistoryRow> = {}): QueryHistoryRow {
  return {
    id: 31,
    changed_on: '2026-11-25T10:00:01',
    database: { id: examplesDb.id, database_name: 'examples' },
    rows: 4,
    schema: 'public',
    sql: 'SELECT region FROM sales',
    status: 'success',
    tab_name: 'Regions',
    start_time: 1_700_000_000_000,
    end_time: 1_700_000_001_250,
    ...overrides,
  };
}

jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
  jest.resetAllMocks();
  mocked.fetchSqlLabDatabases.mockResolvedValue([examplesDb]);
  mocked.fetchSchemas.mockResolvedValue(['information_schema', 'public']);
});

describe('SqlLabPage results side', () => {
  it('lists the history with state, duration, rows and SQL; re-runs a row in a new tab and removes another', async () => {
    mocked.fetchQueryHistory.mockResolvedValue([
      historyRow(),
      historyRow({ id: 32, sql: 'SELECT 2', status: 'failed', rows: null, end_time: null }),
    ]);
    mocked.executeQuery.mockResolvedValue({ kind: 'results', results: resultsFixture() });
    const { user, store } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Query history' }));
    const table = await screen.findByRole('table', { name: 'Query history' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['success', '00:00:01.25', 'examples', 'Regions', '4', 'SELECT region FROM sales']));

    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Remove query from log' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByText('SELECT 2')).toBeNull();

    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Run query in a new tab' }));
    await waitFor(() => expect(tabNames(store)).toEqual(['Untitled Query 1', 'Untitled Query 2']));
    expect(screen.getByRole('tab', { name: 'Untitled Query 2', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(mocked.executeQuery).toHaveBeenCalledWith(
        expect.objectContaining({ sql: 'SELECT region FROM sales', database_id: 3, schema: 'public', tab: 'Untitled Query 2' }),
      ),
    );
    await screen.findByRole('gridcell', { name: 'x' });
  });

  it('opens a shared link /sqllab/p/{key}/ in a new tab with its SQL and database', async () => {
    window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ editors: [editorFixture()], activeEditorId: 'tab-1' }));
    mockedResults.fetchSqlPermalink.mockResolvedValue({ name: 'Shared one', dbId: 3, schema: 'public', sql: 'SELECT 42 AS shared' });
    const { store } = await renderPage('/sqllab/p/abcdEFGH12/');
    await screen.findByRole('tab', { name: 'Shared one', selected: true });
    expect(tabNames(store)).toEqual(['Untitled Query 1', 'Shared one']);
    expect(mockedResults.fetchSqlPermalink).toHaveBeenCalledWith('abcdEFGH12');
    // Ace draws no text in jsdom: the tab the editor shows holds the SQL.
    expect(activeEditor(store)).toMatchObject({ sql: 'SELECT 42 AS shared', dbId: 3, schema: 'public' });
  });

  it("says 'The query couldn't be loaded' when the shared link is unknown", async () => {
    mockedResults.fetchSqlPermalink.mockRejectedValue(new ApiError({ message: 'Not found', status: 404, errors: [] }));
    const { store } = await renderPage('/sqllab/p/unknownKey1/');
    await waitFor(() => expect(toastTexts(store)).toContain("The query couldn't be loaded"));
    expect(tabNames(store)).toEqual(['Untitled Query 1']);
  });

  it('opens ?sql=&dbid=&name= from the address in a new tab', async () => {
    const { store } = await renderPage(`/sqllab/?sql=${encodeURIComponent('SELECT 5 AS five')}&dbid=3&schema=public&name=Linked`);
    await screen.findByRole('tab', { name: 'Linked', selected: true });
    expect(dropdownText('Database')).toBe('examples');
    // Ace draws no text in jsdom: the tab the editor shows holds the SQL.
    expect(activeEditor(store)).toMatchObject({ sql: 'SELECT 5 AS five', dbId: 3, schema: 'public' });
  });

  it('opens ?datasourceKey= as a tab on the dataset, named after it, with its SELECT *', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({
      result: { table_name: 'orders', schema: 'public', select_star: 'SELECT * FROM public.orders LIMIT 100', database: { id: 3 } },
    } as never);
    const { store } = await renderPage('/sqllab/?datasourceKey=14__table');
    await screen.findByRole('tab', { name: 'Query orders', selected: true });
    expect(get).toHaveBeenCalledWith('/api/v1/dataset/14', expect.anything());
    expect(activeEditor(store)).toMatchObject({ sql: 'SELECT * FROM public.orders LIMIT 100', dbId: 3, schema: 'public' });
  });

  it("says 'The datasource couldn't be loaded' for an unknown dataset", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new ApiError({ message: 'Not found', status: 404, errors: [] }) as never);
    const { store } = await renderPage('/sqllab/?datasourceKey=999__table');
    await waitFor(() => expect(toastTexts(store)).toContain("The datasource couldn't be loaded"));
    expect(tabNames(store)).toEqual(['Untitled Query 1']);
  });

  it("'Copy link' stores the tab as a permalink and copies its address", async () => {
    window.localStorage.setItem(
      TABS_STORAGE_KEY,
      JSON.stringify({ editors: [editorFixture({ name: 'To share', sql: 'SELECT 9' })], activeEditorId: 'tab-1' }),
    );
    mockedResults.createSqlPermalink.mockResolvedValue('keyXYZ1234');
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(mockedResults.createSqlPermalink).toHaveBeenCalledWith({ dbId: 3, name: 'To share', schema: 'public', sql: 'SELECT 9' }),
    );
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/sqllab/p/keyXYZ1234/`));
  });

  it("toasts 'Your query was saved' and 'Your query was updated', and shows why a save failed", async () => {
    window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ editors: [editorFixture()], activeEditorId: 'tab-1' }));
    mocked.createSavedQuery.mockResolvedValue(12);
    mocked.updateSavedQuery
      .mockRejectedValueOnce(new ApiError({ message: 'Forbidden', status: 403, errors: [] }))
      .mockResolvedValueOnce(undefined);
    const { user, store } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    let modal = screen.getByRole('dialog', { name: 'Save query' });
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts(store)).toContain('Your query was saved'));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    modal = screen.getByRole('dialog', { name: 'Save query' });
    await user.click(within(modal).getByRole('button', { name: 'Update' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Your query could not be updated: Forbidden');
    await user.click(within(modal).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toastTexts(store)).toContain('Your query was updated'));
  });
});
