import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '../../../../api';
import { rootReducer } from '../../../../app/root-reducer';
import { ROUTER_FUTURE } from '../../../../routing';
import * as api from '../../sqllab-results.api';
import * as sqllabApi from '../../sqllab.api';
import type { SqlLabQuery } from '../../sqllab.types';
import { ResultsPanel } from './ResultsPanel';

jest.mock('../../sqllab-results.api', () => ({
  ...jest.requireActual('../../sqllab-results.api'),
  createQueryDataset: jest.fn(),
  overwriteQueryDataset: jest.fn(),
  fetchVirtualDatasets: jest.fn(),
}));
const mocked = jest.mocked(api);
jest.mock('../../sqllab.api', () => ({ ...jest.requireActual('../../sqllab.api'), fetchQueryResultsPage: jest.fn() }));

function queryFixture(overrides: Partial<SqlLabQuery> = {}): SqlLabQuery {
  return {
    id: 'client-7',
    sqlEditorId: 'tab-1',
    dbId: 3,
    sql: 'SELECT name, total FROM sales',
    schema: 'public',
    tab: 'Sales',
    templateParams: '{"year": 2024}',
    state: 'success',
    startDttm: 1_700_000_000_000,
    endDttm: 1_700_000_000_500,
    rows: 2,
    resultsKey: null,
    limit: 1000,
    limitingFactor: 'NOT_LIMITED',
    results: {
      columns: [
        { column_name: 'name', name: 'name', type: 'TEXT', type_generic: 1 },
        { column_name: 'total', name: 'total', type: 'INTEGER', type_generic: 0 },
      ],
      data: [
        { name: 'north', total: 12 },
        { name: 'south', total: 30 },
      ],
      displayLimitReached: false,
    },
    errorMessage: null,
    error: null,
    ...overrides,
  };
}

function ExploreProbe() {
  const location = useLocation();
  return <p>explore at {`${location.pathname}${location.search}`}</p>;
}

function renderPanel(query: SqlLabQuery | null, props: { canExportCsv?: boolean; onRerun?: () => void } = {}) {
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault({ thunk: false }) });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/sqllab/']} future={ROUTER_FUTURE}>
        <Routes>
          <Route path="/sqllab/" element={<ResultsPanel query={query} {...props} />} />
          <Route path="/explore/" element={<ExploreProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, user: userEvent.setup() };
}

const failed = (errors: SqlLabQuery['error']): Partial<SqlLabQuery> => ({
  state: 'failed',
  results: null,
  error: errors,
  errorMessage: errors?.message ?? null,
});

beforeEach(() => jest.resetAllMocks());

describe('ResultsPanel', () => {
  it('shows the rows in the grid with their count, and offers the CSV export only with the permission', async () => {
    const { unmount } = renderPanel(queryFixture(), { canExportCsv: true });
    await screen.findByRole('gridcell', { name: 'south' });
    expect(screen.getByText('2 rows returned')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download to CSV' })).toHaveAttribute('href', '/api/v1/sqllab/export/client-7/');
    unmount();
    renderPanel(queryFixture(), { canExportCsv: false });
    await screen.findByRole('gridcell', { name: 'south' });
    expect(screen.queryByRole('link', { name: 'Download to CSV' })).not.toBeInTheDocument();
  });

  it('pages through a result larger than its first page from the results route, without the display-limit notice', async () => {
    const pages = jest.mocked(sqllabApi.fetchQueryResultsPage).mockImplementation(async (_key, offset, rows) => ({
      query_id: 1,
      status: 'success',
      columns: [],
      query: {} as never,
      data: Array.from({ length: rows }, (_, i) => ({ name: `row ${offset + i + 1}`, total: offset + i + 1 })),
    }));
    const first = queryFixture().results!;
    renderPanel(queryFixture({ rows: 100_000, resultsKey: 'key-100k', results: { ...first, displayLimitReached: true } }));
    expect(await screen.findByRole('gridcell', { name: 'row 1' })).toBeInTheDocument();
    expect(pages).toHaveBeenCalledWith('key-100k', 0, 1000);
    expect(screen.getByText('100,000 rows returned')).toBeInTheDocument();
    expect(screen.queryByText(/The number of results displayed is limited/)).not.toBeInTheDocument();
  });

  it('copies the result as tab-separated text', async () => {
    const { user, store } = renderPanel(queryFixture());
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() => expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('Copied to clipboard!'));
    expect(await navigator.clipboard.readText()).toBe('name\ttotal\nnorth\t12\nsouth\t30');
  });

  it("'Create chart' makes a virtual dataset of the query (with its template parameters) and opens Explore on it", async () => {
    mocked.createQueryDataset.mockResolvedValue(41);
    const { user } = renderPanel(queryFixture());
    await user.click(screen.getByRole('button', { name: 'Create chart' }));
    await screen.findByText('explore at /explore/?datasource=41__table');
    expect(mocked.createQueryDataset).toHaveBeenCalledWith(
      { database: 3, schema: 'public', sql: 'SELECT name, total FROM sales', template_params: '{"year": 2024}' },
      expect.stringMatching(/^Sales \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/),
    );
  });

  it("says when the dataset for 'Create chart' could not be created", async () => {
    mocked.createQueryDataset.mockRejectedValue(new ApiError({ message: 'Dataset could not be created.', status: 422, errors: [] }));
    const { user, store } = renderPanel(queryFixture());
    await user.click(screen.getByRole('button', { name: 'Create chart' }));
    await waitFor(() =>
      expect(store.getState().toasts.items.map((toast) => toast.text)).toContain(
        'An error occurred while creating the data source: Dataset could not be created.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Create chart' })).toBeEnabled();
  });

  it("'Save dataset' saves the query as a new dataset under the chosen name, then offers Explore", async () => {
    mocked.createQueryDataset.mockResolvedValue(52);
    const { user } = renderPanel(queryFixture());
    await user.click(screen.getByRole('button', { name: 'Save dataset' }));
    const modal = screen.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    const name = within(modal).getByLabelText('Dataset name');
    await user.clear(name);
    await user.type(name, 'sales by region');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await within(modal).findByText('The dataset has been saved');
    expect(mocked.createQueryDataset).toHaveBeenCalledWith(
      { database: 3, schema: 'public', sql: 'SELECT name, total FROM sales', template_params: '{"year": 2024}' },
      'sales by region',
    );
    await user.click(within(modal).getByRole('link', { name: 'Open in Explore' }));
    await screen.findByText('explore at /explore/?datasource=52__table');
  });

  it("'Save dataset' overwrites an existing virtual dataset after confirmation", async () => {
    mocked.fetchVirtualDatasets.mockImplementation(async (search) =>
      [{ id: 9, table_name: 'old sales' }].filter((option) => option.table_name.includes(search)),
    );
    mocked.overwriteQueryDataset.mockResolvedValue();
    const { user } = renderPanel(queryFixture());
    await user.click(screen.getByRole('button', { name: 'Save dataset' }));
    const modal = screen.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    await user.click(within(modal).getByLabelText('Overwrite existing'));
    const dataset = within(modal).getByRole('combobox', { name: 'Dataset' });
    await user.type(within(dataset).getByRole('textbox'), 'old');
    await waitFor(() => expect(mocked.fetchVirtualDatasets).toHaveBeenLastCalledWith('old'));
    await user.click(await within(dataset).findByRole('option', { name: 'old sales' }));
    await user.click(within(modal).getByRole('button', { name: 'Overwrite' }));
    expect(within(modal).getByText('Are you sure you want to overwrite this dataset?')).toBeInTheDocument();
    expect(mocked.overwriteQueryDataset).not.toHaveBeenCalled();
    await user.click(within(modal).getByRole('button', { name: 'Overwrite' }));
    await within(modal).findByText('The dataset has been saved');
    expect(mocked.overwriteQueryDataset).toHaveBeenCalledWith(9, {
      database: 3,
      schema: 'public',
      sql: 'SELECT name, total FROM sales',
      template_params: '{"year": 2024}',
    });
    expect(within(modal).getByRole('link', { name: 'Open in Explore' })).toHaveAttribute('href', '/explore/?datasource=9__table');
  });

  it('shows the progress an async run reports', () => {
    renderPanel(queryFixture({ state: 'running', progress: 40, results: null }));
    expect(screen.getByRole('progressbar', { name: 'Query progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Running query...')).toBeInTheDocument();
  });

  it('draws a caret under the failing column of a SQL parse error', () => {
    renderPanel(
      queryFixture({
        sql: 'SELECT 1\nFROM FROM t',
        ...failed({
          message: 'Syntax error at FROM',
          errorType: 'INVALID_SQL_ERROR',
          errors: [
            {
              message: 'Syntax error at FROM',
              error_type: 'INVALID_SQL_ERROR',
              level: 'error',
              extra: { line_number: 2, start_column: 6, end_column: 9 },
            },
          ],
        }),
      }),
    );
    expect(screen.getByText('Unable to parse SQL')).toBeInTheDocument();
    expect(screen.getByLabelText('Failing SQL').textContent).toBe('FROM FROM t\n     ^');
  });

  it("offers 'Did you mean' suggestions for an undefined template parameter", async () => {
    const { user } = renderPanel(
      queryFixture(
        failed({
          message: 'The following parameters in your query are undefined: "regoin".',
          errors: [
            {
              message: 'The following parameters in your query are undefined: "regoin".',
              error_type: 'MISSING_TEMPLATE_PARAMS_ERROR',
              level: 'error',
              extra: {
                undefined_parameters: ['regoin'],
                template_parameters: { region: 'north' },
                issue_codes: [{ code: 1006, message: 'Issue 1006 - One or more parameters specified in the query are missing.' }],
              },
            },
          ],
        }),
      ),
    );
    expect(screen.getByText('Parameter error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText('"region" instead of "regoin"?')).toBeInTheDocument();
  });

  it('names the engine and links the issue codes of a database error', async () => {
    const { user } = renderPanel(
      queryFixture(
        failed({
          message: 'relation "nope" does not exist',
          errors: [
            {
              message: 'relation "nope" does not exist',
              error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
              level: 'error',
              extra: {
                engine_name: 'PostgreSQL',
                issue_codes: [
                  {
                    code: 1003,
                    message: 'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
                  },
                ],
              },
            },
          ],
        }),
      ),
    );
    expect(screen.getByText('PostgreSQL Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByRole('link', { name: /Issue 1003/ })).toHaveAttribute('href', expect.stringContaining('#issue-1003'));
  });

  it('says after how many seconds queries time out', () => {
    renderPanel(
      queryFixture({
        state: 'timed_out',
        results: null,
        error: {
          message: 'timed out',
          errors: [{ message: 'timed out', error_type: 'BACKEND_TIMEOUT_ERROR', level: 'error', extra: { timeout: 30 } }],
        },
        errorMessage: 'timed out',
      }),
    );
    expect(screen.getByText('Timeout error')).toBeInTheDocument();
    expect(
      screen.getByText('We’re having trouble loading these results. Queries are set to timeout after 30 seconds.'),
    ).toBeInTheDocument();
  });

  it('asks for authorization and re-runs the query once it is granted', async () => {
    const onRerun = jest.fn();
    renderPanel(
      queryFixture(
        failed({
          message: 'You don’t have permission to access the data.',
          errors: [
            {
              message: 'You don’t have permission to access the data.',
              error_type: 'OAUTH2_REDIRECT',
              level: 'warning',
              extra: {
                url: 'https://provider.example/authorize',
                tab_id: 'tab-abc',
                redirect_uri: 'http://localhost/api/v1/database/oauth2/',
              },
            },
          ],
        }),
      ),
      { onRerun },
    );
    expect(screen.getByText('Authorization needed')).toBeInTheDocument();
    window.dispatchEvent(new MessageEvent('message', { data: { tabId: 'tab-abc' }, origin: window.location.origin }));
    await waitFor(() => expect(onRerun).toHaveBeenCalledTimes(1));
  });
});
