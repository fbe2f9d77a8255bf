import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { fakeApi, type FakeCall, type FakeRoute } from '../../resource-list/testing/fake-api';
import { DatasetCreatePage } from './DatasetCreatePage';

// The page runs its real saga against the fake network; a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

const TABLES = Array.from({ length: 60 }, (_value, index) => ({ value: `table_${String(index).padStart(2, '0')}`, type: 'table' }));

function routes(): FakeRoute[] {
  return [
    {
      method: 'GET',
      url: /^\/api\/v1\/database\/\?q=/,
      body: {
        count: 2,
        result: [
          { id: 1, database_name: 'examples', backend: 'duckdb' },
          { id: 2, database_name: 'pg', backend: 'postgresql' },
        ],
      },
    },
    { method: 'GET', url: /^\/api\/v1\/database\/2\/schemas\//, body: { result: ['information_schema', 'public'] } },
    {
      method: 'GET',
      url: /^\/api\/v1\/database\/2\/tables\//,
      body: (call: FakeCall) => {
        // The server filters and pages; the fake does the same so the page can be checked against it.
        const search = /search:'?([a-z_0-9]+)/.exec(call.url)?.[1] ?? '';
        const page = Number(/page:(\d+)/.exec(call.url)?.[1] ?? 0);
        const matching = TABLES.filter((table) => table.value.includes(search));
        return { count: matching.length, result: matching.slice(page * 50, page * 50 + 50) };
      },
    },
    {
      method: 'GET',
      url: /^\/api\/v1\/database\/2\/table_metadata\/\?name=table_0[78]&schema=public$/,
      body: {
        name: 'table_07',
        columns: [
          { name: 'id', type: 'INTEGER', longType: 'INTEGER', keys: [], comment: null },
          { name: 'label', type: 'TEXT', longType: 'TEXT', keys: [], comment: null },
        ],
      },
    },
    {
      method: 'GET',
      url: /^\/api\/v1\/dataset\/\?q=/,
      body: (call: FakeCall) =>
        call.url.includes('value:table_08')
          ? { count: 1, result: [{ id: 9, explore_url: '/explore/?datasource_type=table&datasource_id=9' }] }
          : { count: 0, result: [] },
    },
    { method: 'POST', url: /^\/api\/v1\/dataset\/$/, status: 201, body: { id: 42, result: {} } },
  ];
}

async function pickTable(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Database' }));
  await user.click(await screen.findByRole('option', { name: 'pg' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Schema' })).toBeEnabled());
  await user.click(screen.getByRole('combobox', { name: 'Schema' }));
  await user.click(await screen.findByRole('option', { name: 'public' }));
  const tables = await screen.findByRole('listbox', { name: 'Tables' });
  await within(tables).findByRole('option', { name: 'table_00' });
  return tables;
}

describe('DatasetCreatePage', () => {
  it('lists a schema’s tables page by page and by search, shows a table’s columns and creates the dataset', async () => {
    const user = userEvent.setup();
    const api = fakeApi(routes());
    renderWithApp(<DatasetCreatePage />, { path: '/dataset/add/' });
    expect(screen.getByText('Select dataset source')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create dataset' })).toBeDisabled();
    const tables = await pickTable(user);

    expect(within(tables).getAllByRole('option')).toHaveLength(50);
    expect(screen.getByText('50 of 60 tables')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more tables' }));
    await within(tables).findByRole('option', { name: 'table_59' });
    expect(screen.queryByRole('button', { name: 'Load more tables' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search tables' }), '07');
    await waitFor(() =>
      expect(
        within(tables)
          .getAllByRole('option')
          .map((option) => option.textContent?.trim()),
      ).toEqual(['table_07']),
    );
    expect(api.callsTo('GET', /\/tables\//).at(-1)?.url).toContain("(schema_name:public,search:'07',page:0,page_size:50)");

    await user.click(within(tables).getByRole('option', { name: 'table_07' }));
    const columns = await screen.findByRole('table', { name: 'Table columns' });
    expect(
      within(columns)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Column NameDatatype', 'idINTEGER', 'labelTEXT']);

    await user.click(screen.getByRole('button', { name: 'Create dataset' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tablemodelview/list/'));
    expect(api.callsTo('POST', /\/api\/v1\/dataset\//)[0]?.body).toEqual({ database: 2, schema: 'public', table_name: 'table_07' });
  });

  it('opens Explore on the new dataset with “Create dataset and create chart”', async () => {
    const user = userEvent.setup();
    fakeApi(routes());
    renderWithApp(<DatasetCreatePage />, { path: '/dataset/add/' });
    const tables = await pickTable(user);
    await user.click(within(tables).getByRole('option', { name: 'table_07' }));
    await user.click(screen.getByRole('button', { name: 'Create dataset and create chart' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/explore/?datasource=42__table'));
  });

  it('shows the server’s refusal when the dataset cannot be created', async () => {
    const user = userEvent.setup();
    fakeApi([
      {
        method: 'POST',
        url: /^\/api\/v1\/dataset\/$/,
        status: 422,
        body: { message: { table_name: ['Dataset public.table_07 already exists'] } },
      },
      ...routes(),
    ]);
    renderWithApp(<DatasetCreatePage />, { path: '/dataset/add/' });
    const tables = await pickTable(user);
    await user.click(within(tables).getByRole('option', { name: 'table_07' }));
    await user.click(screen.getByRole('button', { name: 'Create dataset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while creating datasets: Dataset public.table_07 already exists',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/dataset/add/');
  });

  it('says when the table already has a dataset, links to it and does not create another', async () => {
    const user = userEvent.setup();
    const api = fakeApi(routes());
    renderWithApp(<DatasetCreatePage />, { path: '/dataset/add/' });
    const tables = await pickTable(user);
    await user.click(within(tables).getByRole('option', { name: 'table_08' }));
    expect(
      await screen.findByText('This table already has a dataset associated with it. You can only associate one dataset with a table.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Dataset' })).toHaveAttribute('href', '/explore/?datasource_type=table&datasource_id=9');
    expect(screen.getByRole('button', { name: 'Create dataset' })).toBeDisabled();
    expect(api.callsTo('GET', /^\/api\/v1\/dataset\/\?q=/)[0]?.url).toContain(
      'filters:!((col:database,opr:rel_o_m,value:2),(col:schema,opr:eq,value:public),(col:table_name,opr:eq,value:table_08),(col:sql,opr:dataset_is_null_or_empty,value:!t))',
    );
    await user.click(within(tables).getByRole('option', { name: 'table_07' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create dataset' })).toBeEnabled());
    expect(screen.queryByRole('link', { name: 'View Dataset' })).not.toBeInTheDocument();
  });
});
