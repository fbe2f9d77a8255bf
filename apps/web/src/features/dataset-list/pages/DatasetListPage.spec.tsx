import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import { datasetView } from '../../dataset-editor/dataset-editor.fixtures';
import type { DatasetListRow } from '../dataset-list.api';
import { DatasetListPage } from './DatasetListPage';

// Page tests drive the whole list (sagas, api client, modals); a loaded machine needs more than 5 s.
jest.setTimeout(20_000);

const dataset = (id: number, table_name: string, kind: DatasetListRow['kind']): DatasetListRow => ({
  id,
  table_name,
  kind,
  database: { id: 1, database_name: 'examples' },
  schema: 'public',
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
  changed_on_delta_humanized: '3 days ago',
});

const rows = [dataset(7, 'birth_names', 'physical'), dataset(8, 'top_names', 'virtual')];

function routes(permissions: string[]): FakeRoute[] {
  return [
    { method: 'GET', url: /^\/api\/v1\/dataset\/_info/, body: { permissions } },
    { method: 'GET', url: /^\/api\/v1\/dataset\/\?q=/, body: { count: rows.length, result: rows } },
    { method: 'DELETE', url: /^\/api\/v1\/dataset\/\?q=/, body: { message: 'Deleted 2 datasets' } },
    { method: 'GET', url: /^\/api\/v1\/dataset\/8$/, body: { id: 8, result: datasetView({ id: 8, table_name: 'top_names' }) } },
    { method: 'PUT', url: /^\/api\/v1\/dataset\/8\?/, body: { id: 8, result: {} } },
    {
      method: 'POST',
      url: /^\/api\/v1\/datasource\/samples\?datasource_type=table&datasource_id=7&/,
      body: {
        result: {
          colnames: ['name', 'num'],
          coltypes: [1, 0],
          data: [{ name: 'Aaron', num: 5 }],
          rowcount: 1,
          total_count: 1,
          page: 1,
          per_page: 100,
        },
      },
    },
  ];
}

function renderPage(search = '') {
  window.history.replaceState(null, '', `/tablemodelview/list/${search}`);
  return renderWithApp(<DatasetListPage />, { path: '/tablemodelview/list/', state: signedInState({ Admin: [] }) });
}

describe('DatasetListPage', () => {
  it('shows each dataset with its type, database, schema and owners', async () => {
    fakeApi(routes(['can_read']));
    renderPage();
    const link = await screen.findByRole('link', { name: 'birth_names' });
    expect(link).toHaveAttribute('href', '/explore/?datasource_type=table&datasource_id=7');
    const physical = link.closest('tr') as HTMLElement;
    expect(within(physical).getByText('Physical')).toBeInTheDocument();
    expect(within(physical).getByText('examples')).toBeInTheDocument();
    expect(within(physical).getByText('public')).toBeInTheDocument();
    expect(within(physical).getByText('Ada Lovelace')).toBeInTheDocument();
    const virtual = screen.getByRole('link', { name: 'top_names' }).closest('tr') as HTMLElement;
    expect(within(virtual).getByText('Virtual')).toBeInTheDocument();
  });

  it('sends the search filter from the address with the list request', async () => {
    const api = fakeApi(routes(['can_read']));
    renderPage('?filters=(table_name:birth)');
    await screen.findByRole('link', { name: 'birth_names' });
    expect(api.callsTo('GET', /^\/api\/v1\/dataset\/\?q=/)[0]?.url).toContain('filters:!((col:table_name,opr:ct,value:birth))');
  });

  it('bulk deletes the selected datasets', async () => {
    const api = fakeApi(routes(['can_read', 'can_write']));
    const { store } = renderPage();
    await screen.findByRole('link', { name: 'birth_names' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bulk select' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Bulk select' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await userEvent.type(within(dialog).getByLabelText('Please type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', /\/api\/v1\/dataset\//)[0]?.url).toBe('/api/v1/dataset/?q=!(7,8)'));
    await waitFor(() => expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('Deleted 2 datasets'));
  });

  it('offers “+ Dataset”, and edits a dataset from its row, refreshing the list after saving', async () => {
    const api = fakeApi(routes(['can_read', 'can_write']));
    renderPage();
    expect(await screen.findByRole('link', { name: '+ Dataset' })).toHaveAttribute('href', '/dataset/add/');
    const row = (await screen.findByRole('link', { name: 'top_names' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit Dataset' });
    await userEvent.click(await within(modal).findByRole('tab', { name: 'Settings' }));
    await userEvent.type(within(modal).getByLabelText('Description'), 'Most given names');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm save' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Dataset' })).not.toBeInTheDocument());
    expect(api.callsTo('PUT', /\/api\/v1\/dataset\/8/)[0]?.body).toMatchObject({ description: 'Most given names' });
    // The list asks for its rows again once the dataset is saved.
    await waitFor(() => expect(api.callsTo('GET', /^\/api\/v1\/dataset\/\?q=/)).toHaveLength(2));
  });

  it('shows a dataset’s samples from its row, and hides editing from readers', async () => {
    fakeApi(routes(['can_read']));
    renderPage();
    const row = (await screen.findByRole('link', { name: 'birth_names' })).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+ Dataset' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'View samples' }));
    const samples = await screen.findByRole('dialog', { name: 'Samples' });
    expect(await within(samples).findByRole('gridcell', { name: 'Aaron' })).toBeInTheDocument();
  });
});
