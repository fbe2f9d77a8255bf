import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import { listPageStoreOptions } from '../../list-page-store';
import type { ListSagaOptions } from '../../list.saga';
import { bulkDelete, fetchListPage } from '../../resource-list.api';
import { fakeApi, type FakeRoute } from '../../testing/fake-api';
import { fakeXhr } from '../../testing/fake-xhr';
import { PageStoreProvider } from '../PageStoreProvider/PageStoreProvider';
import { ResourceListPage } from './ResourceListPage';

// Page tests drive the whole list (sagas, api client, modals); a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

interface Row {
  id: number;
  table_name: string;
}

const rows: Row[] = [
  { id: 7, table_name: 'birth_names' },
  { id: 8, table_name: 'top_names' },
];

function resourceOf(resource: string): ListSagaOptions<Row> {
  return {
    resource,
    fetchPage: (config) => fetchListPage<Row>(resource, config),
    deleteRows: (selected) =>
      bulkDelete(
        resource,
        selected.map((row) => row.id),
      ),
    rowName: (row) => row.table_name,
    info: true,
    label: () => resource,
    fetchFailed: (message) => `An error occurred while fetching ${resource}s: ${message}`,
  };
}

function routes(resource: string, permissions: string[], extra: FakeRoute[] = []): FakeRoute[] {
  return [
    { method: 'GET', url: new RegExp(`^/api/v1/${resource}/_info`), body: { permissions } },
    { method: 'GET', url: new RegExp(`^/api/v1/${resource}/\\?q=`), body: { count: rows.length, result: rows } },
    ...extra,
  ];
}

const columns = () => [{ id: 'table_name', header: 'Name', accessor: 'table_name' as const }];
const filters = () => [];

function renderList(resource = 'dataset') {
  window.history.replaceState(null, '', '/list/');
  const options = listPageStoreOptions(resourceOf(resource));
  return renderWithApp(
    <PageStoreProvider options={options}>
      <ResourceListPage<Row> title="Datasets" plural="datasets" rowName={(row) => row.table_name} columns={columns} filters={filters} />
    </PageStoreProvider>,
    { path: '/list/', state: signedInState({ Admin: [] }) },
  );
}

const toastTexts = (store: ReturnType<typeof renderList>['store']) => store.getState().toasts.items.map((toast) => toast.text);

async function selectAllRows() {
  await screen.findByText('birth_names');
  await userEvent.click(await screen.findByRole('button', { name: 'Bulk select' }));
  await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
  return screen.getByRole('region', { name: 'Bulk select' });
}

describe('ResourceListPage list tools', () => {
  let xhr: ReturnType<typeof fakeXhr>;
  beforeEach(() => {
    xhr = fakeXhr();
  });
  afterEach(() => xhr.restore());

  it('imports a bundle, confirms the overwrite by typing OVERWRITE, toasts and reloads the list', async () => {
    const api = fakeApi(routes('dataset', ['can_read', 'can_write']));
    const { store } = renderList();
    await screen.findByText('birth_names');
    await userEvent.click(await screen.findByRole('button', { name: 'Import dataset' }));
    const dialog = screen.getByRole('dialog', { name: 'Import dataset' });
    const bundle = new File(['zip'], 'dataset_export.zip', { type: 'application/zip' });
    await userEvent.upload(within(dialog).getByLabelText('Select file'), bundle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const first = xhr.requests[0];
    expect(first?.url).toBe('/api/v1/dataset/import/');
    expect((first?.body.get('formData') as File).name).toBe('dataset_export.zip');
    expect(first?.body.get('overwrite')).toBeNull();
    act(() =>
      first?.respond(422, {
        errors: [
          {
            message: 'Error importing dataset',
            error_type: 'GENERIC_COMMAND_ERROR',
            level: 'warning',
            extra: { 'datasets/examples/birth_names.yaml': 'Dataset already exists and `overwrite=true` was not passed', issue_codes: [] },
          },
        ],
      }),
    );

    const overwrite = await within(dialog).findByRole('button', { name: 'Overwrite' });
    expect(overwrite).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Please type OVERWRITE to confirm'), 'OVERWRITE');
    await userEvent.click(overwrite);
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    expect(xhr.requests[1]?.body.get('overwrite')).toBe('true');
    act(() => xhr.requests[1]?.respond(200, { message: 'OK' }));

    await waitFor(() => expect(toastTexts(store)).toContain('Dataset imported'));
    expect(screen.queryByRole('dialog', { name: 'Import dataset' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', /^\/api\/v1\/dataset\/\?q=/)).toHaveLength(2));
  });

  it('tags the selection in bulk, keeps it selected behind the dialog and counts objects, not tag pairs', async () => {
    const api = fakeApi(
      routes(
        'dataset',
        ['can_read', 'can_write'],
        [
          { method: 'GET', url: /^\/api\/v1\/tag\/\?q=/, body: { count: 1, result: [{ id: 3, name: 'finance' }] } },
          {
            method: 'POST',
            url: /^\/api\/v1\/tag\/bulk_create$/,
            // One pair per tag and object: two tags on object 7, refused twice on object 8.
            body: {
              result: {
                objects_tagged: [
                  ['dataset', 7],
                  ['dataset', 7],
                ],
                objects_skipped: [
                  ['dataset', 8],
                  ['dataset', 8],
                ],
              },
            },
          },
        ],
      ),
    );
    const { store } = renderList();
    const banner = await selectAllRows();
    await userEvent.click(within(banner).getByRole('button', { name: 'Tag' }));
    const dialog = screen.getByRole('dialog', { name: 'Bulk tag' });
    expect(within(dialog).getByText('You are adding tags to 2 datasets')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(banner).getByRole('status')).toHaveTextContent('2 Selected');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    const picker = within(dialog).getByRole('combobox', { name: 'tags' });
    await userEvent.click(picker);
    await userEvent.click(await within(dialog).findByRole('option', { name: 'finance' }));
    await userEvent.type(picker, 'q1,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST', /bulk_create/)).toHaveLength(1));
    expect(api.callsTo('POST', /bulk_create/)[0]?.body).toEqual({
      tags: [
        {
          name: 'finance',
          objects_to_tag: [
            ['dataset', 7],
            ['dataset', 8],
          ],
        },
        {
          name: 'q1',
          objects_to_tag: [
            ['dataset', 7],
            ['dataset', 8],
          ],
        },
      ],
    });
    await waitFor(() => expect(toastTexts(store)).toContain('Tagged 1 dataset'));
    expect(toastTexts(store)).toContain('1 items could not be tagged because you don’t have edit permissions to all selected objects.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bulk tag' })).not.toBeInTheDocument());
  });

  it('says when tagging failed', async () => {
    fakeApi(
      routes('dataset', ['can_read', 'can_write'], [{ method: 'POST', url: /bulk_create/, status: 403, body: { message: 'Forbidden' } }]),
    );
    const { store } = renderList();
    const banner = await selectAllRows();
    await userEvent.click(within(banner).getByRole('button', { name: 'Tag' }));
    const picker = screen.getByRole('combobox', { name: 'tags' });
    await userEvent.type(picker, 'q1,');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts(store)).toContain('Failed to tag items'));
    expect(screen.getByRole('dialog', { name: 'Bulk tag' })).toBeInTheDocument();
  });

  it('downloads the export bundle of the selection', async () => {
    fakeApi(routes('dataset', ['can_read', 'can_write', 'can_export']));
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    renderList();
    const banner = await selectAllRows();
    await userEvent.click(within(banner).getByRole('button', { name: 'Export' }));
    expect(clicked).toEqual(['/api/v1/dataset/export/?q=!(7%2C8)']);
    click.mockRestore();
  });

  it('offers neither import nor bulk tools to readers', async () => {
    fakeApi(routes('dataset', ['can_read']));
    renderList();
    await screen.findByText('birth_names');
    expect(screen.queryByRole('button', { name: 'Import dataset' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bulk select' })).not.toBeInTheDocument();
  });

  it.each([
    ['dashboard', 'Import dashboard'],
    ['saved_query', 'Import query'],
  ])('offers import, export and tags on the %s list', async (resource, importLabel) => {
    fakeApi(routes(resource, ['can_read', 'can_write', 'can_export']));
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    renderList(resource);
    expect(await screen.findByRole('button', { name: importLabel })).toBeInTheDocument();
    const banner = await selectAllRows();
    expect(within(banner).getByRole('button', { name: 'Tag' })).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Export' }));
    expect(clicked).toEqual([`/api/v1/${resource}/export/?q=!(7%2C8)`]);
    click.mockRestore();
  });

  it('offers no import on lists without bundles', async () => {
    fakeApi(routes('annotation_layer', ['can_read', 'can_write', 'can_export']));
    renderList('annotation_layer');
    await screen.findByText('birth_names');
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });
});
