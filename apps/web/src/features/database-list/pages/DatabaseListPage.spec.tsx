import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import type { AvailableEngine, DatabaseDetail, DatabaseListRow } from '../database-list.api';
import { DatabaseListPage } from './DatabaseListPage';

// Page tests drive the whole list (sagas, api client, modals); a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

const warehouse: DatabaseListRow = {
  id: 5,
  database_name: 'warehouse',
  backend: 'postgresql',
  allow_run_async: false,
  allow_dml: true,
  allow_file_upload: false,
  expose_in_sqllab: true,
  created_by: { id: 2, first_name: 'Ada', last_name: 'Lovelace' },
  changed_on_delta_humanized: 'a minute ago',
};

const engines: AvailableEngine[] = [
  {
    name: 'PostgreSQL',
    engine: 'postgresql',
    default_driver: 'psycopg2',
    preferred: true,
    sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
    parameters: {
      properties: {
        database: { description: 'Database name', type: 'string' },
        host: { description: 'Hostname or IP address', type: 'string' },
        password: { description: 'Password', type: 'string' },
        port: { description: 'Database port', type: 'integer' },
        query: { description: 'Additional parameters', type: 'object' },
        username: { description: 'Username', type: 'string' },
      },
      required: ['database', 'host', 'port', 'username'],
    },
  },
  {
    name: 'DuckDB',
    engine: 'duckdb',
    default_driver: 'duckdb',
    preferred: true,
    sqlalchemy_uri_placeholder: 'duckdb:////path/to/file.db',
    parameters: {},
  },
];

const detail: DatabaseDetail = {
  id: 5,
  database_name: 'warehouse',
  engine: 'postgresql',
  sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@db:5432/warehouse',
  parameters: { host: 'db', port: 5432, database: 'warehouse', username: 'postgres' },
  configuration_method: 'sqlalchemy_form',
  cache_timeout: 600,
  expose_in_sqllab: true,
  allow_run_async: false,
  allow_ctas: false,
  allow_cvas: false,
  allow_dml: true,
};

function routes(extra: FakeRoute[] = []): FakeRoute[] {
  return [
    ...extra,
    { method: 'GET', url: /^\/api\/v1\/database\/_info/, body: { permissions: ['can_read', 'can_write'] } },
    { method: 'GET', url: /^\/api\/v1\/database\/available\/$/, body: { databases: engines } },
    { method: 'GET', url: /^\/api\/v1\/database\/\?q=/, body: { count: 1, result: [warehouse] } },
    { method: 'GET', url: /^\/api\/v1\/database\/5$/, body: { id: 5, result: detail } },
    { method: 'POST', url: /^\/api\/v1\/database\/test_connection\/$/, body: { message: 'OK' } },
    { method: 'POST', url: /^\/api\/v1\/database\/$/, status: 201, body: { id: 9, result: {} } },
    { method: 'PUT', url: /^\/api\/v1\/database\/5$/, body: { id: 5, result: {} } },
    { method: 'DELETE', url: /^\/api\/v1\/database\/5$/, body: { message: 'OK' } },
  ];
}

/** Puts long text in at once; typing it key by key is slow and proves nothing more. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function renderPage() {
  window.history.replaceState(null, '', '/databaseview/list/');
  const view = renderWithApp(<DatabaseListPage />, { path: '/databaseview/list/', state: signedInState({ Admin: [] }) });
  await screen.findByText('warehouse');
  return view;
}

async function openCreateModal() {
  await userEvent.click(await screen.findByRole('button', { name: '+ Database' }));
  const dialog = await screen.findByRole('dialog', { name: 'Connect a database' });
  await within(dialog).findByLabelText('Supported databases');
  return dialog;
}

describe('DatabaseListPage', () => {
  it('lists connections with their backend and flags', async () => {
    fakeApi(routes());
    await renderPage();
    const row = screen.getByText('warehouse').closest('tr') as HTMLElement;
    expect(within(row).getByText('postgresql')).toBeInTheDocument();
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(row).getAllByLabelText('Yes')).toHaveLength(2);
  });

  it('tests a SQLAlchemy URI, then connects the database and reloads the list', async () => {
    const api = fakeApi(routes());
    const { store } = await renderPage();
    const dialog = await openCreateModal();
    const connect = within(dialog).getByRole('button', { name: 'Test connection' });
    expect(connect).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Display Name'), 'local');
    await fill(within(dialog).getByLabelText('SQLAlchemy URI'), 'postgresql://postgres@127.0.0.1:5432/postgres');
    await userEvent.click(within(dialog).getByText('Advanced'));
    await userEvent.click(within(dialog).getByLabelText('Allow DML'));
    await userEvent.type(within(dialog).getByLabelText('Chart cache timeout'), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('Connection looks good!')).toBeInTheDocument();
    const expected = {
      database_name: 'local',
      engine: 'postgresql',
      configuration_method: 'sqlalchemy_form',
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/postgres',
      cache_timeout: 60,
      expose_in_sqllab: true,
      allow_run_async: false,
      allow_ctas: false,
      allow_cvas: false,
      allow_dml: true,
    };
    expect(api.callsTo('POST', /test_connection/)[0]?.body).toEqual(expected);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect a database' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', /^\/api\/v1\/database\/$/)[0]?.body).toEqual(expected);
    await waitFor(() => expect(api.callsTo('GET', /^\/api\/v1\/database\/\?q=/)).toHaveLength(2));
    expect(store.getState().toasts.items.map((toast) => toast.text)).toEqual(['Connection looks good!', 'Database connected']);
  });

  it('warns when the tested connection uses a superuser role', async () => {
    const superuserWarning =
      'This connection uses a superuser role. Connect with a read-only role that can read only what Tessera should see.';
    fakeApi(routes([{ method: 'POST', url: /test_connection/, body: { message: 'OK', superuser: true } }]));
    await renderPage();
    const dialog = await openCreateModal();
    await userEvent.type(within(dialog).getByLabelText('Display Name'), 'local');
    await fill(within(dialog).getByLabelText('SQLAlchemy URI'), 'postgresql://postgres@127.0.0.1:5432/postgres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    // The engine dropdown's shown choice is a polite live region too, so the warning is found by its text.
    expect((await within(dialog).findByText(superuserWarning)).closest('[role="alert"]')).toHaveClass('warning');
  });

  it('shows no superuser warning for an ordinary role', async () => {
    fakeApi(routes([{ method: 'POST', url: /test_connection/, body: { message: 'OK', superuser: false } }]));
    await renderPage();
    const dialog = await openCreateModal();
    await userEvent.type(within(dialog).getByLabelText('Display Name'), 'local');
    await fill(within(dialog).getByLabelText('SQLAlchemy URI'), 'postgresql://reader@127.0.0.1:5432/postgres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('Connection looks good!')).toBeInTheDocument();
    expect(within(dialog).queryByText(/superuser role/)).not.toBeInTheDocument();
  });

  it("shows 'ERROR: …' when the connection test fails", async () => {
    fakeApi(routes([{ method: 'POST', url: /test_connection/, status: 422, body: { message: 'Could not connect to database: "local"' } }]));
    const { store } = await renderPage();
    const dialog = await openCreateModal();
    await userEvent.type(within(dialog).getByLabelText('Display Name'), 'local');
    await fill(within(dialog).getByLabelText('SQLAlchemy URI'), 'postgresql://nobody@127.0.0.1:1/none');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('ERROR: Could not connect to database: "local"')).toBeInTheDocument();
    expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('ERROR: Could not connect to database: "local"');
  });

  it("keeps the modal open with the server's reason when saving fails", async () => {
    fakeApi(
      routes([
        {
          method: 'POST',
          url: /^\/api\/v1\/database\/$/,
          status: 422,
          body: { message: { database_name: ['A database with the same name already exists.'] } },
        },
      ]),
    );
    await renderPage();
    const dialog = await openCreateModal();
    await userEvent.type(within(dialog).getByLabelText('Display Name'), 'warehouse');
    await fill(within(dialog).getByLabelText('SQLAlchemy URI'), 'postgresql://postgres@127.0.0.1:5432/postgres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText(/A database with the same name already exists/)).toBeInTheDocument();
  });

  it('connects with engine parameters, the port sent as a number', async () => {
    const api = fakeApi(routes());
    await renderPage();
    const dialog = await openCreateModal();
    await userEvent.type(within(dialog).getByLabelText('Display Name'), 'by parameters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Parameters' }));
    await userEvent.type(within(dialog).getByLabelText('Hostname or IP address'), '127.0.0.1');
    await userEvent.type(within(dialog).getByLabelText('Database port'), '5432');
    await userEvent.type(within(dialog).getByLabelText('Database name'), 'postgres');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'postgres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(api.callsTo('POST', /^\/api\/v1\/database\/$/)).toHaveLength(1));
    expect(api.callsTo('POST', /^\/api\/v1\/database\/$/)[0]?.body).toMatchObject({
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1', port: 5432, database: 'postgres', username: 'postgres' },
    });
  });

  it('edits a connection it loads first, saving with PUT', async () => {
    const api = fakeApi(routes());
    await renderPage();
    const row = screen.getByText('warehouse').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit database' });
    expect(await within(dialog).findByLabelText('Display Name')).toHaveValue('warehouse');
    expect(within(dialog).getByLabelText('SQLAlchemy URI')).toHaveValue(detail.sqlalchemy_uri);
    await userEvent.click(within(dialog).getByText('Advanced'));
    expect(within(dialog).getByLabelText('Chart cache timeout')).toHaveValue('600');
    await userEvent.click(within(dialog).getByLabelText('Asynchronous query execution'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(api.callsTo('PUT', /^\/api\/v1\/database\/5$/)).toHaveLength(1));
    expect(api.callsTo('PUT', /^\/api\/v1\/database\/5$/)[0]?.body).toMatchObject({
      allow_run_async: true,
      cache_timeout: 600,
      sqlalchemy_uri: detail.sqlalchemy_uri,
    });
  });

  it('deletes a connection after the DELETE confirmation', async () => {
    const api = fakeApi(routes());
    await renderPage();
    const row = screen.getByText('warehouse').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await userEvent.type(within(dialog).getByLabelText('Please type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', /^\/api\/v1\/database\/5$/)).toHaveLength(1));
  });
});
