import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../testing/render-with-app';
import { fakeApi, type FakeCall } from '../../../resource-list/testing/fake-api';
import type { DatasetChoice } from '../../dataset-editor.api';
import { datasetView } from '../../dataset-editor.fixtures';
import { SwapDatasetModal } from './SwapDatasetModal';

jest.setTimeout(20_000);

const choice = (id: number, table_name: string, kind: DatasetChoice['kind']): DatasetChoice => ({
  id,
  table_name,
  kind,
  schema: 'public',
  database: { id: 2, database_name: 'pg' },
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
});
const CHOICES = [choice(5, 'fruit', 'virtual'), choice(6, 'births', 'physical'), choice(7, 'birth_names', 'virtual')];

describe('SwapDatasetModal', () => {
  it('searches datasets, picks one, confirms and hands on the loaded dataset', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      {
        method: 'GET',
        url: /^\/api\/v1\/dataset\/\?q=/,
        body: (call: FakeCall) => {
          const search = /value:([a-z_]+)/.exec(call.url)?.[1] ?? '';
          const rows = CHOICES.filter((row) => row.table_name.includes(search));
          return { count: rows.length, result: rows };
        },
      },
      {
        method: 'GET',
        url: /^\/api\/v1\/dataset\/6$/,
        body: { id: 6, result: datasetView({ id: 6, table_name: 'births', kind: 'physical', sql: null }) },
      },
    ]);
    const onChange = jest.fn();
    const onHide = jest.fn();
    const { store } = renderWithApp(<SwapDatasetModal open currentDatasetId={5} onHide={onHide} onDatasetChange={onChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    const table = await within(dialog).findByRole('table', { name: 'Datasets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Type', 'Schema', 'Connection', 'Owners']);
    // The dataset in use is not offered.
    expect(within(table).queryByText('fruit')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Search / Filter' }), 'birth_');
    await waitFor(() =>
      expect(api.callsTo('GET', /^\/api\/v1\/dataset\/\?q=/).at(-1)?.url).toContain('filters:!((col:table_name,opr:ct,value:birth_))'),
    );
    const filtered = await within(dialog).findByRole('table', { name: 'Datasets' });
    expect(
      within(filtered)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstElementChild?.textContent),
    ).toEqual(['birth_names']);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Search / Filter' }));
    const births = (await within(dialog).findByText('births')).closest('tr') as HTMLElement;
    expect(births).toHaveTextContent('birthsPhysicalpublicpgAda Lovelace');

    await user.click(births);
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(within(dialog).getByText('Are you sure you want to swap to dataset births?')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 6, table_name: 'births' })));
    expect(onHide).toHaveBeenCalled();
    expect(store.getState().toasts.items.map((toast) => toast.text)).toContain('Successfully changed dataset!');
  });
});
