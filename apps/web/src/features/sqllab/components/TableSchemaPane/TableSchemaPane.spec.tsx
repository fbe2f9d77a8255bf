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
});
