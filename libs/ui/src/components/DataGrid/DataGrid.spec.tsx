import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_UNSUPPORTED_TEXT } from '../../utils/clipboard';
import { DataGrid, formatTemporalValue } from './DataGrid';

const COLUMNS = [
  { name: 'name', type: 'VARCHAR', genericType: 1 },
  { name: 'amount', type: 'BIGINT', genericType: 0 },
  { name: 'payload', type: 'JSON', genericType: 1 },
];
const ROWS = [
  { name: 'b', amount: 2, payload: '{"k":[1,2]}' },
  { name: 'a', amount: 10, payload: 'plain' },
  { name: 'c', amount: null, payload: '[]' },
];

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const headerNames = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.trim() ?? '');

async function renderGrid(notify?: jest.Mock) {
  render(<DataGrid columns={COLUMNS} rows={ROWS} height={300} fileName="results.csv" notify={notify} />);
  await screen.findByRole('gridcell', { name: 'b' });
  return userEvent.setup();
}

async function openColumnMenu(user: ReturnType<typeof userEvent.setup>, column: string) {
  await user.click(screen.getByRole('button', { name: `Column menu for ${column}` }));
  return screen.getByRole('menu', { name: `Column menu for ${column}` });
}

describe('DataGrid', () => {
  beforeEach(() => {
    document.execCommand = jest.fn().mockReturnValue(false);
  });

  it('renders rows with a pinned row-number column and NULL for missing values', async () => {
    await renderGrid();
    const rows = screen.getAllByRole('row');
    expect(rows.length).toBeGreaterThan(3);
    expect(screen.getByRole('gridcell', { name: '1' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '3' })).toBeInTheDocument();
    expect(screen.getByText('NULL')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '1' })).toHaveClass('ag-cell-last-left-pinned');
  });

  it('sorts when a header name is clicked', async () => {
    const user = await renderGrid();
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Sort by name' }));
    await user.click(screen.getByRole('button', { name: 'Grid menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy current data' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText.mock.calls[0][0]).toBe('name\tamount\tpayload\na\t10\tplain\nb\t2\t{"k":[1,2]}\nc\t\t[]');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied to clipboard!');
  });

  it('hides, unhides, pins and unpins columns from the header menu', async () => {
    const user = await renderGrid();
    let menu = await openColumnMenu(user, 'amount');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Copy', 'Pin Left', 'Pin Right', 'Autosize Column', 'Hide Column']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Hide Column' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Column menu for amount' })).not.toBeInTheDocument());

    menu = await openColumnMenu(user, 'name');
    await user.click(within(menu).getByRole('menuitem', { name: 'amount' }));
    await screen.findByRole('button', { name: 'Column menu for amount' });

    menu = await openColumnMenu(user, 'payload');
    await user.click(within(menu).getByRole('menuitem', { name: 'Pin Left' }));
    await waitFor(() => expect(screen.getByRole('gridcell', { name: 'plain' })).toHaveClass('ag-cell-last-left-pinned'));
    menu = await openColumnMenu(user, 'payload');
    expect(within(menu).queryByRole('menuitem', { name: 'Pin Left' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Unpin' }));
    await waitFor(() => expect(screen.getByRole('gridcell', { name: 'plain' })).not.toHaveClass('ag-cell-last-left-pinned'));
    expect(screen.getByRole('gridcell', { name: '1' })).toHaveClass('ag-cell-last-left-pinned');
  });

  it('copies one column and reports clipboard failure', async () => {
    const notify = jest.fn();
    const user = await renderGrid(notify);
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    await user.click(within(await openColumnMenu(user, 'amount')).getByRole('menuitem', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('amount\n2\n10\n'));
    expect(notify).toHaveBeenCalledWith('success', 'Copied to clipboard!');

    mockClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    await user.click(within(await openColumnMenu(user, 'amount')).getByRole('menuitem', { name: 'Copy' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('danger', COPY_UNSUPPORTED_TEXT));
  });

  it('downloads the displayed data as CSV', async () => {
    const user = await renderGrid();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:1';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('results.csv');
    });
    await user.click(screen.getByRole('button', { name: 'Grid menu' }));
    const menu = screen.getByRole('menu', { name: 'Grid menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Copy current data', 'Download to CSV', 'Autosize all', 'Reset columns']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Download to CSV' }));
    expect(click).toHaveBeenCalled();
    const csv = 'name,amount,payload\r\nb,2,"{""k"":[1,2]}"\r\na,10,plain\r\nc,,[]';
    // The reader drops the leading byte-order mark, so its three bytes show only in the size.
    expect(await readBlob(blobs[0])).toBe(csv);
    expect(blobs[0].size).toBe(csv.length + 3);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
  });

  it('resets hidden columns', async () => {
    const user = await renderGrid();
    await user.click(within(await openColumnMenu(user, 'name')).getByRole('menuitem', { name: 'Hide Column' }));
    await waitFor(() => expect(headerNames()).not.toContain('name'));
    await user.click(screen.getByRole('button', { name: 'Grid menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset columns' }));
    await screen.findByRole('button', { name: 'Column menu for name' });
  });

  it('opens JSON cells in a Cell content modal', async () => {
    const user = await renderGrid();
    expect(screen.queryByRole('button', { name: 'plain' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '{"k":[1,2]}' }));
    const dialog = screen.getByRole('dialog', { name: 'Cell content' });
    expect(dialog.querySelector('pre')?.textContent).toBe('{\n  "k": [\n    1,\n    2\n  ]\n}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows temporal epoch milliseconds as a UTC date and time, text as sent', async () => {
    render(
      <DataGrid
        columns={[
          { name: 'ds', type: 'TIMESTAMP', genericType: 2 },
          { name: 'day', type: 'VARCHAR', genericType: 'TEMPORAL' },
        ]}
        rows={[{ ds: 1042070400000, day: '2003-01-09' }]}
        height={200}
      />,
    );
    expect(await screen.findByRole('gridcell', { name: '2003-01-09 00:00:00' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '2003-01-09' })).toBeInTheDocument();
    expect(screen.queryByRole('gridcell', { name: '1042070400000' })).not.toBeInTheDocument();
  });
});

describe('formatTemporalValue', () => {
  it('formats finite numbers only', () => {
    expect(formatTemporalValue(0)).toBe('1970-01-01 00:00:00');
    expect(formatTemporalValue('2003-01-09')).toBeUndefined();
    expect(formatTemporalValue(Number.NaN)).toBeUndefined();
  });
});
