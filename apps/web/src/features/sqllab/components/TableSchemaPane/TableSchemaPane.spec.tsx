import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableSchemaEntry } from '../../sqllab.types';
import { TableSchemaPane } from './TableSchemaPane';

const orders: TableSchemaEntry = {
  id: 'pane-1',
  queryEditorId: 'tab-1',
  dbId: 3,
  schema: 'public',
  name: 'orders',
  status: 'loaded',
  columns: [
    { name: 'id', type: 'INTEGER' },
    { name: 'total', type: 'NUMERIC' },
  ],
  error: null,
  selectStar: 'SELECT id, total\nFROM public.orders\nLIMIT 100',
  primaryKey: ['id'],
};

describe('TableSchemaPane', () => {
  it('lists the columns with their types, marks the primary key, and collapses and expands', async () => {
    const user = userEvent.setup();
    render(<TableSchemaPane table={orders} onRemove={() => undefined} />);
    const pane = screen.getByRole('region', { name: 'public.orders' });
    const items = within(within(pane).getByRole('list', { name: 'Columns' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['INTEGERid', 'NUMERICtotal']);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Primary key' })).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByRole('img', { name: 'Primary key' })).toBeNull();

    await user.click(within(pane).getByRole('button', { name: 'Collapse table preview' }));
    expect(within(pane).queryByRole('list', { name: 'Columns' })).toBeNull();
    await user.click(within(pane).getByRole('button', { name: 'Expand table preview' }));
    expect(within(pane).getByRole('list', { name: 'Columns' })).toBeInTheDocument();
  });

  it('copies the SELECT statement the server wrote for the table', async () => {
    const user = userEvent.setup();
    const notify = jest.fn();
    render(<TableSchemaPane table={orders} onRemove={() => undefined} notify={notify} />);
    await user.click(screen.getByRole('button', { name: 'Copy SELECT statement to the clipboard' }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(await navigator.clipboard.readText()).toBe('SELECT id, total\nFROM public.orders\nLIMIT 100');
    expect(notify).toHaveBeenCalledWith('success', 'Copied to clipboard!');
  });

  it('marks foreign-key and indexed columns and lists the foreign keys and indexes', () => {
    const lines: TableSchemaEntry = {
      ...orders,
      name: 'order_lines',
      columns: [
        { name: 'id', type: 'INTEGER' },
        { name: 'order_id', type: 'INTEGER' },
        { name: 'sku', type: 'TEXT' },
      ],
      foreignKeys: [
        {
          name: 'lines_order_fk',
          constrained_columns: ['order_id'],
          referred_schema: 'public',
          referred_table: 'orders',
          referred_columns: ['id'],
        },
      ],
      indexes: [{ name: 'lines_sku_ix', column_names: ['sku'], unique: true }],
    };
    render(<TableSchemaPane table={lines} onRemove={() => undefined} />);
    const pane = screen.getByRole('region', { name: 'public.order_lines' });
    const [id, orderId, sku] = within(within(pane).getByRole('list', { name: 'Columns' })).getAllByRole('listitem') as HTMLElement[];
    expect(within(orderId as HTMLElement).getByRole('img', { name: 'Foreign key' })).toBeInTheDocument();
    expect(within(sku as HTMLElement).getByRole('img', { name: 'Index' })).toBeInTheDocument();
    expect(within(id as HTMLElement).queryByRole('img', { name: 'Foreign key' })).toBeNull();
    expect(within(id as HTMLElement).queryByRole('img', { name: 'Index' })).toBeNull();
    expect(within(pane).getByRole('list', { name: 'Foreign keys' }).textContent).toBe('order_id → public.orders(id)');
    expect(within(pane).getByRole('list', { name: 'Indexes' }).textContent).toBe('lines_sku_ix (sku) unique');
  });

  it('lists no keys or indexes the table does not have, and previews the rows on demand', async () => {
    const user = userEvent.setup();
    const onPreview = jest.fn();
    render(<TableSchemaPane table={orders} onRemove={() => undefined} onPreview={onPreview} />);
    expect(screen.queryByRole('list', { name: 'Foreign keys' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Indexes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onPreview).toHaveBeenCalledTimes(1);
  });
});
