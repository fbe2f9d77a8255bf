import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { rootReducer } from '../../../app/root-reducer';
import { ROUTER_FUTURE } from '../../../routing';
import { configLoaded } from '../../config';
import * as api from '../sqllab.api';
import * as editorApi from '../sqllab-editor.api';
import { editorFixture, examplesDb, resultsFixture } from '../sqllab.fixtures';
import { sqlLabSaga } from '../sqllab.saga';
import { TABS_STORAGE_KEY } from '../tab-storage';
import { SqlLabPage } from './SqlLabPage';

jest.mock('../sqllab.api');
jest.mock('../sqllab-editor.api');
const mocked = jest.mocked(api);
const mockedEditorApi = jest.mocked(editorApi);

/** Renders the page and waits for the pickers' first loads, so no update lands after a test. */
async function renderPage(path = '/sqllab/') {
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas) });
  sagas.run(sqlLabSaga);
  store.dispatch(configLoaded({ featureFlags: {}, conf: { SQL_MAX_ROW: 100_000 }, locale: 'en', version: null }));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <SqlLabPage />
      </MemoryRouter>
    </Provider>,
  );
  await screen.findByRole('button', { name: /left bar/ });
  return { ...view, store, user: userEvent.setup() };
}

const storedTabs = () => JSON.parse(window.localStorage.getItem(TABS_STORAGE_KEY) ?? 'null') as { editors: { hideLeftBar?: boolean }[] };

// ag-grid and Ace render slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  jest.resetAllMocks();
  mocked.fetchSqlLabDatabases.mockResolvedValue([examplesDb]);
  mocked.fetchSchemas.mockResolvedValue(['public']);
  mockedEditorApi.fetchTablePage.mockResolvedValue({ count: 1, tables: [{ value: 'orders', type: 'table' }] });
});

describe('SqlLabPage: left bar and data preview', () => {
  it('hides the left bar of a tab, keeps it hidden after a reload, and shows it again', async () => {
    window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ editors: [editorFixture()], activeEditorId: 'tab-1' }));
    const first = await renderPage();
    await screen.findByRole('option', { name: 'public' });
    expect(screen.getByRole('complementary', { name: 'Database explorer' })).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Hide left bar' }));
    expect(screen.queryByRole('complementary', { name: 'Database explorer' })).toBeNull();
    await waitFor(() => expect(storedTabs().editors[0]?.hideLeftBar).toBe(true));
    first.unmount();

    const second = await renderPage();
    expect(screen.queryByRole('complementary', { name: 'Database explorer' })).toBeNull();
    await second.user.click(screen.getByRole('button', { name: 'Show left bar' }));
    expect(await screen.findByRole('complementary', { name: 'Database explorer' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'public' });
    await waitFor(() => expect(storedTabs().editors[0]?.hideLeftBar).toBe(false));
  });

  it("previews an added table's rows in its own results tab, apart from the tab's results, until the table is removed", async () => {
    window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ editors: [editorFixture()], activeEditorId: 'tab-1' }));
    const selectStar = 'SELECT id, total FROM public.orders LIMIT 100';
    mocked.fetchTableMetadata.mockResolvedValue({ name: 'orders', columns: [{ name: 'id', type: 'INTEGER' }], selectStar });
    mocked.executeQuery.mockResolvedValue({ kind: 'results', results: resultsFixture({ sql: selectStar, rows: 1 }) });
    const { user } = await renderPage();
    await screen.findByRole('option', { name: 'public' });
    const tables = await screen.findByRole('list', { name: 'Tables' });
    await user.click(await within(tables).findByRole('button', { name: 'orders' }));

    const preview = await screen.findByRole('region', { name: 'Preview: `orders`' });
    expect(await within(preview).findByRole('gridcell', { name: 'x' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview: `orders`', pressed: true })).toBeInTheDocument();
    expect(mocked.executeQuery).toHaveBeenCalledWith(
      expect.objectContaining({ sql: selectStar, database_id: 3, runAsync: false, queryLimit: 100 }),
    );

    await user.click(screen.getByRole('button', { name: 'Results', pressed: false }));
    expect(within(screen.getByRole('region', { name: 'Results' })).getByText('Run a query to display results')).toBeInTheDocument();

    const pane = screen.getByRole('region', { name: 'public.orders' });
    await user.click(within(pane).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(mocked.executeQuery).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('region', { name: 'Preview: `orders`' })).toBeInTheDocument();

    await user.click(within(pane).getByRole('button', { name: 'Remove table preview' }));
    expect(screen.queryByRole('button', { name: 'Preview: `orders`' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Results' })).toBeInTheDocument();
  });

  it('opens the query a form post to /sqllab/ was redirected with, template parameters included', async () => {
    const { store } = await renderPage(
      `/sqllab/?sql=${encodeURIComponent('SELECT {{ n }} AS n')}&dbid=3&schema=public&name=Posted&templateParams=${encodeURIComponent('{"n": 5}')}`,
    );
    await screen.findByRole('tab', { name: 'Posted', selected: true });
    const { editors, activeEditorId } = store.getState().sqlLab;
    expect(editors.find((editor) => editor.id === activeEditorId)).toMatchObject({
      sql: 'SELECT {{ n }} AS n',
      dbId: 3,
      schema: 'public',
      templateParams: '{"n": 5}',
    });
    await screen.findByRole('option', { name: 'public' });
  });
});
