import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { signedInState } from '../../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../../resource-list/testing/fake-api';
import { fakeXhr } from '../../../resource-list/testing/fake-xhr';
import { uploadKind } from '../../upload-kinds';
import { UploadForm } from './UploadForm';

jest.setTimeout(20_000);

const routes: FakeRoute[] = [
  { method: 'GET', url: /^\/api\/v1\/database\/\?q=/, body: { count: 1, result: [{ id: 2, database_name: 'examples' }] } },
  { method: 'GET', url: /^\/api\/v1\/database\/2\/schemas_access_for_file_upload$/, body: { schemas: ['main', 'uploads'] } },
];

const csv = () => new File(['name,born\nAda,1815-12-10\n'], 'people.csv', { type: 'text/csv' });

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('UploadForm', () => {
  let xhr: ReturnType<typeof fakeXhr>;
  beforeEach(() => {
    xhr = fakeXhr([{ method: 'POST', url: /upload_metadata$/, body: { result: { items: [{ column_names: ['name', 'born'] }] } } }]);
  });
  afterEach(() => xhr.restore());

  it('previews the columns, uploads with progress and says the data was imported', async () => {
    const api = fakeApi(routes);
    const { store } = renderWithApp(<UploadForm info={uploadKind('csv')} />, { state: signedInState({ Admin: [] }) });
    expect(screen.getByRole('heading', { name: 'CSV Upload' })).toBeInTheDocument();
    expect(api.callsTo('GET', /^\/api\/v1\/database\/\?q=/)[0]?.url).toContain('filters:!((col:allow_file_upload,opr:eq,value:!t))');
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();

    await userEvent.upload(screen.getByLabelText('Upload file'), csv());
    const preview = await screen.findByRole('region', { name: 'Preview uploaded file' });
    expect(preview).toHaveTextContent('name, born');
    expect(xhr.requests[0]?.body.get('type')).toBe('csv');
    expect(xhr.requests[0]?.body.get('delimiter')).toBe(',');
    expect(screen.getByLabelText('Table name')).toHaveValue('people');

    await choose(screen.getByRole('combobox', { name: 'Database' }), 'examples');
    await choose(screen.getByRole('combobox', { name: 'Schema' }), 'uploads');
    await choose(screen.getByRole('combobox', { name: 'If table already exists' }), 'Replace');
    await choose(screen.getByRole('combobox', { name: 'Columns to be parsed as dates' }), 'born');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(xhr.requestsTo('POST', /\/upload\/$/)).toHaveLength(1));
    const [request] = xhr.requestsTo('POST', /\/upload\/$/);
    expect(request?.url).toBe('/api/v1/database/2/upload/');
    expect(Object.fromEntries([...(request?.body.entries() ?? [])].filter(([name]) => name !== 'file'))).toEqual({
      type: 'csv',
      table_name: 'people',
      schema: 'uploads',
      already_exists: 'replace',
      header_row: '0',
      column_dates: '["born"]',
      delimiter: ',',
      decimal_character: '.',
    });
    expect((request?.body.get('file') as File).name).toBe('people.csv');

    act(() => request?.progress(40, 100));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    act(() => request?.respond(201, { message: 'OK', table_name: 'people', schema: 'uploads', dataset_id: 12, rows: 1 }));

    const written = await screen.findByText(/1 rows were written to uploads\.people\./);
    expect(written.closest('.message')).toHaveTextContent('Data imported');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('Data imported');
  });

  it('refuses a file of the wrong kind before sending it', async () => {
    fakeApi(routes);
    renderWithApp(<UploadForm info={uploadKind('csv')} />, { state: signedInState({ Admin: [] }) });
    await userEvent.upload(screen.getByLabelText('Upload file'), new File(['x'], 'people.xlsx'), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('File extension is not allowed.');
    expect(xhr.requests).toHaveLength(0);
  });

  it("shows the server's reason when the upload fails", async () => {
    fakeApi(routes);
    renderWithApp(<UploadForm info={uploadKind('csv')} />, { state: signedInState({ Admin: [] }) });
    await userEvent.upload(screen.getByLabelText('Upload file'), csv());
    await screen.findByRole('region', { name: 'Preview uploaded file' });
    await choose(screen.getByRole('combobox', { name: 'Database' }), 'examples');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.requestsTo('POST', /\/upload\/$/)).toHaveLength(1));
    act(() =>
      xhr.requestsTo('POST', /\/upload\/$/)[0]?.respond(422, {
        errors: [{ message: 'Table "people" already exists', error_type: 'GENERIC_COMMAND_ERROR', level: 'error' }],
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Table "people" already exists');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('offers the sheets of an Excel file and no delimiter', async () => {
    xhr.restore();
    xhr = fakeXhr([
      {
        method: 'POST',
        url: /upload_metadata$/,
        body: {
          result: {
            items: [
              { sheet_name: 'People', column_names: ['name'] },
              { sheet_name: 'Pets', column_names: ['pet', 'owner'] },
            ],
          },
        },
      },
    ]);
    fakeApi(routes);
    renderWithApp(<UploadForm info={uploadKind('excel')} />, { state: signedInState({ Admin: [] }) });
    expect(screen.queryByRole('combobox', { name: 'Delimiter' })).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Upload file'), new File(['x'], 'people.xlsx'));
    const preview = await screen.findByRole('region', { name: 'Preview uploaded file' });
    expect(preview).toHaveTextContent('name');
    await choose(screen.getByRole('combobox', { name: 'Sheet name' }), 'Pets');
    expect(within(screen.getByRole('region', { name: 'Preview uploaded file' })).getByText(/pet, owner/)).toBeInTheDocument();
  });
});
