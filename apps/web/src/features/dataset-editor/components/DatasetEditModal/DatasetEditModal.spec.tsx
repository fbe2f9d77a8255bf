import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { fakeApi, type FakeCall, type FakeRoute } from '../../../resource-list/testing/fake-api';
import type { DatasetUpdatePayload, DatasetView } from '../../dataset-editor.api';
import { datasetView } from '../../dataset-editor.fixtures';
import { DatasetEditModal } from './DatasetEditModal';

// The modal runs its real saga against the fake network; a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

function routes(dataset: DatasetView, extra: FakeRoute[] = []): FakeRoute[] {
  return [
    ...extra,
    { method: 'GET', url: /^\/api\/v1\/dataset\/5$/, body: { id: 5, result: dataset } },
    { method: 'PUT', url: /^\/api\/v1\/dataset\/5\?override_columns=false$/, body: { id: 5, result: {} } },
  ];
}

function renderModal(onSaved = jest.fn(), onHide = jest.fn()) {
  const view = renderWithApp(<DatasetEditModal datasetId={5} onHide={onHide} onSaved={onSaved} />);
  return { ...view, onSaved, onHide };
}

const putBodies = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.body as DatasetUpdatePayload);

async function confirmSave(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm save' });
  expect(confirm).toHaveTextContent('The dataset configuration exposed here affects all the charts using this dataset.');
  await user.click(within(confirm).getByRole('button', { name: 'OK' }));
}

describe('DatasetEditModal', () => {
  it('edits a metric’s format and certification, confirms, saves and hands on the reloaded dataset', async () => {
    const user = userEvent.setup();
    const api = fakeApi(routes(datasetView()));
    const { onSaved, onHide, store } = renderModal();
    await screen.findByRole('dialog', { name: 'Edit Dataset' });
    await user.click(await screen.findByRole('tab', { name: 'Metrics' }));
    const metrics = screen.getByRole('table', { name: 'Metrics' });
    await user.type(within(metrics).getByRole('textbox', { name: 'Label' }), 'Rows');
    await user.click(within(metrics).getByRole('button', { name: 'Expand count' }));
    await user.type(screen.getByLabelText('D3 format'), ',.2f');
    await user.type(screen.getByLabelText('Metric currency'), 'usd');
    await user.type(screen.getByLabelText('Certified by'), 'Data team');
    await user.type(screen.getByLabelText('Certification details'), 'Checked daily');
    await user.type(screen.getByLabelText('Warning'), 'Counts test rows too');
    await confirmSave(user);

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 5 })));
    expect(onHide).toHaveBeenCalled();
    const [body] = putBodies(api.calls);
    expect(body?.metrics[0]).toMatchObject({
      id: 1,
      metric_name: 'count',
      verbose_name: 'Rows',
      d3format: ',.2f',
      currency: { symbol: 'USD', symbolPosition: 'prefix' },
      warning_text: 'Counts test rows too',
    });
    expect(JSON.parse(body?.metrics[0]?.extra ?? '{}')).toEqual({ certification: { certified_by: 'Data team', details: 'Checked daily' } });
    // The SQL did not change, so one save is enough and the columns are sent as they were.
    expect(putBodies(api.calls)).toHaveLength(1);
    expect(body?.columns.map((column) => column.column_name)).toEqual(['name', 'qty', 'qty_x2']);
    expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('The dataset has been saved');
  });

  it('after a SQL change saves, syncs the columns with the new SQL, saves again and reloads', async () => {
    const user = userEvent.setup();
    const api = fakeApi(
      routes(datasetView(), [
        {
          method: 'GET',
          url: /^\/datasource\/external_metadata_by_name\//,
          body: [
            { column_name: 'name', type: 'VARCHAR', type_generic: 1, is_dttm: false },
            { column_name: 'ds', type: 'DATE', type_generic: 2, is_dttm: true },
          ],
        },
      ]),
    );
    const { store, onSaved } = renderModal();
    await user.click(await screen.findByRole('tab', { name: 'Source' }));
    const sql = screen.getByLabelText('SQL');
    expect(sql).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Click the lock to make changes.' }));
    await user.clear(sql);
    await user.type(sql, 'SELECT name, ds FROM fruit');
    await confirmSave(user);

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [first, second] = putBodies(api.calls);
    expect(first?.sql).toBe('SELECT name, ds FROM fruit');
    expect(first?.columns.map((column) => column.column_name)).toEqual(['name', 'qty', 'qty_x2']);
    expect(second?.columns.map((column) => column.column_name)).toEqual(['name', 'ds', 'qty_x2']);
    const metadataCall = api.callsTo('GET', /external_metadata_by_name/)[0];
    expect(metadataCall?.url).toContain("sql:'SELECT name, ds FROM fruit'");
    expect(metadataCall?.url).toContain('database_name:pg');
    // The reload happens after both saves.
    const order = api.calls.map((call) => `${call.method} ${call.url.split('?')[0]}`).filter((call) => call.includes('/dataset/5'));
    expect(order).toEqual(['GET /api/v1/dataset/5', 'PUT /api/v1/dataset/5', 'PUT /api/v1/dataset/5', 'GET /api/v1/dataset/5']);
    const texts = store.getState().toasts.items.map((toast) => toast.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Removed 1 column from the virtual dataset',
        'Added 1 new column to the virtual dataset',
        'The dataset has been saved',
      ]),
    );
  });

  it('syncs the columns from the source into the Columns tab on request', async () => {
    const user = userEvent.setup();
    fakeApi(
      routes(datasetView(), [
        {
          method: 'GET',
          url: /^\/datasource\/external_metadata_by_name\//,
          body: [{ column_name: 'name', type: 'TEXT', type_generic: 1, is_dttm: false }],
        },
      ]),
    );
    const { store } = renderModal();
    await user.click(await screen.findByRole('tab', { name: 'Columns' }));
    const columns = screen.getByRole('table', { name: 'Columns' });
    expect(within(columns).getByText('qty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync columns from source' }));
    await waitFor(() => expect(within(columns).queryByText('qty')).not.toBeInTheDocument());
    expect(within(columns).getByText('TEXT')).toBeInTheDocument();
    expect(store.getState().toasts.items.map((toast) => toast.text)).toEqual(
      expect.arrayContaining(['Modified 1 column in the virtual dataset', 'Metadata has been synced']),
    );
  });

  it('keeps Save disabled while the draft is invalid or the dataset is managed externally', async () => {
    const user = userEvent.setup();
    fakeApi(routes(datasetView()));
    const { unmount } = renderModal();
    await user.click(await screen.findByRole('tab', { name: 'Metrics' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.clear(within(screen.getByRole('table', { name: 'Metrics' })).getByRole('textbox', { name: 'SQL expression' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Metric [count] requires an expression');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    unmount();

    fakeApi(routes(datasetView({ is_managed_externally: true })));
    renderModal();
    await screen.findByRole('tab', { name: 'Metrics' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('adds a calculated column and shows the server’s refusal in the error dialog', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      { method: 'PUT', url: /^\/api\/v1\/dataset\/5/, status: 422, body: { message: { columns: ['Column qty_x3 is invalid'] } } },
      ...routes(datasetView()),
    ]);
    const { onSaved } = renderModal();
    await user.click(await screen.findByRole('tab', { name: 'Calculated columns' }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const table = screen.getByRole('table', { name: 'Calculated columns' });
    const names = within(table).getAllByRole('textbox', { name: 'Column' });
    await user.clear(names[1]!);
    await user.type(names[1]!, 'qty_x3');
    await user.type(within(table).getAllByRole('textbox', { name: 'SQL expression' })[1]!, 'qty * 3');
    await confirmSave(user);

    const error = await screen.findByRole('alertdialog', { name: 'Error saving dataset' });
    expect(error).toHaveTextContent('Column qty_x3 is invalid');
    expect(putBodies(api.calls)[0]?.columns.at(-1)).toMatchObject({
      column_name: 'qty_x3',
      expression: 'qty * 3',
      filterable: true,
      groupby: true,
    });
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('turns a physical dataset into a virtual one from the unlocked Source tab', async () => {
    const user = userEvent.setup();
    const api = fakeApi(
      routes(datasetView({ kind: 'physical', sql: null }), [
        {
          method: 'GET',
          url: /^\/datasource\/external_metadata_by_name\//,
          body: [{ column_name: 'total', type: 'BIGINT', type_generic: 0, is_dttm: false }],
        },
      ]),
    );
    renderModal();
    await user.click(await screen.findByRole('tab', { name: 'Source' }));
    const virtual = screen.getByRole('radio', { name: 'Virtual (SQL)' });
    expect(screen.getByRole('radio', { name: 'Physical (table or view)' })).toBeChecked();
    expect(virtual).toBeDisabled();
    expect(screen.queryByLabelText('SQL')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Click the lock to make changes.' }));
    await user.click(screen.getByText('Virtual (SQL)'));
    // Empty SQL is not a dataset.
    expect(screen.getByRole('alert')).toHaveTextContent('Virtual datasets need SQL');
    await user.type(screen.getByLabelText('SQL'), 'SELECT SUM(qty) AS total FROM fruit');
    await confirmSave(user);
    await waitFor(() => expect(putBodies(api.calls)).toHaveLength(2));
    expect(putBodies(api.calls)[0]?.sql).toBe('SELECT SUM(qty) AS total FROM fruit');
    expect(putBodies(api.calls)[1]?.columns.map((column) => column.column_name)).toEqual(['total', 'qty_x2']);
  });

  it('shows the dataset’s samples from the modal', async () => {
    const user = userEvent.setup();
    fakeApi(
      routes(datasetView(), [
        {
          method: 'POST',
          url: /^\/api\/v1\/datasource\/samples\?datasource_type=table&datasource_id=5&/,
          body: {
            result: {
              colnames: ['name', 'qty'],
              coltypes: [1, 0],
              data: [{ name: 'apple', qty: 3 }],
              rowcount: 1,
              total_count: 1,
              page: 1,
              per_page: 100,
            },
          },
        },
      ]),
    );
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'View samples' }));
    const samples = await screen.findByRole('dialog', { name: 'Samples' });
    expect(await within(samples).findByRole('gridcell', { name: 'apple' })).toBeInTheDocument();
  });
});
