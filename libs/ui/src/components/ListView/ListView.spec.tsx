import { useCallback, useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryQueryParamAdapter } from '../../hooks/query-param-adapter';
import type { MemoryQueryParamAdapter } from '../../hooks/query-param-adapter';
import type { ListViewProps } from './ListView';
import { ListView } from './ListView';
import type { FetchDataConfig, ListViewColumn, ListViewFilterConfig } from './list-view.types';

interface Chart {
  id: number;
  name: string;
  viz: string;
}

const ALL: Chart[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `Chart ${String(i + 1).padStart(2, '0')}`,
  viz: i % 2 ? 'table' : 'pie',
}));

const COLUMNS: ListViewColumn<Chart>[] = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'viz', header: 'Type', accessor: (row) => row.viz.toUpperCase() },
  { id: 'changed_on_delta_humanized', header: 'Modified', sortable: true, cell: () => 'today' },
  { id: 'owners', header: 'Owners', hidden: true },
];

const FILTERS: ListViewFilterConfig[] = [
  { type: 'search', id: 'name', label: 'Search', operator: 'ct' },
  {
    type: 'select',
    id: 'viz',
    label: 'Type',
    operator: 'eq',
    options: [
      { label: 'Pie', value: 'pie' },
      { label: 'Table', value: 'table' },
      { label: ' ', value: 'blank' },
    ],
  },
];

/** A stand-in server: filters, sorts and pages the fixture the way the list API does. */
function serve(config: FetchDataConfig): { data: Chart[]; count: number } {
  let rows = [...ALL];
  for (const filter of config.filters) {
    if (filter.id === 'name') rows = rows.filter((row) => row.name.toLowerCase().includes(String(filter.value).toLowerCase()));
    if (filter.id === 'viz') rows = rows.filter((row) => row.viz === filter.value);
  }
  const sort = config.sortBy[0];
  if (sort?.id === 'name') rows.sort((a, b) => (sort.desc ? b.name.localeCompare(a.name) : a.name.localeCompare(b.name)));
  return { data: rows.slice(config.pageIndex * config.pageSize, (config.pageIndex + 1) * config.pageSize), count: rows.length };
}

type HarnessProps = Partial<ListViewProps<Chart>> & {
  adapter: MemoryQueryParamAdapter;
  calls: FetchDataConfig[];
  dataset?: (c: FetchDataConfig) => { data: Chart[]; count: number };
};

function Harness({ adapter, calls, dataset = serve, ...rest }: HarnessProps) {
  const [page, setPage] = useState<{ data: Chart[]; count: number }>({ data: [], count: 0 });
  const [loading, setLoading] = useState(true);
  const fetchData = useCallback(
    (config: FetchDataConfig) => {
      calls.push(config);
      setLoading(true);
      Promise.resolve().then(() => {
        setPage(dataset(config));
        setLoading(false);
      });
    },
    [calls, dataset],
  );
  return (
    <ListView<Chart>
      columns={COLUMNS}
      filters={FILTERS}
      data={page.data}
      count={page.count}
      loading={loading}
      fetchData={fetchData}
      queryParamAdapter={adapter}
      {...rest}
    />
  );
}

function setup(props: Partial<HarnessProps> = {}, search = '') {
  const adapter = createMemoryQueryParamAdapter(search);
  const calls: FetchDataConfig[] = [];
  const utils = render(<Harness adapter={adapter} calls={calls} {...props} />);
  return { adapter, calls, user: userEvent.setup(), ...utils };
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-3)?.textContent);

describe('ListView', () => {
  it('fetches the first page sorted by changed_on descending and shows the row count', async () => {
    const { calls } = setup();
    await screen.findByRole('cell', { name: 'Chart 01' });
    expect(calls[0]).toEqual({ pageIndex: 0, pageSize: 25, sortBy: [{ id: 'changed_on_delta_humanized', desc: true }], filters: [] });
    expect(screen.getByRole('status', { name: 'Row count' })).toHaveTextContent('1-25 of 30');
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getAllByRole('cell', { name: 'PIE' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('columnheader', { name: 'Owners' })).not.toBeInTheDocument();
  });

  it('pages with a pushed history entry', async () => {
    const { adapter, calls, user } = setup();
    await screen.findByRole('cell', { name: 'Chart 01' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('cell', { name: 'Chart 26' });
    expect(calls.at(-1)?.pageIndex).toBe(1);
    expect(adapter.entries).toEqual(['', 'pageIndex=1']);
    expect(screen.getByRole('status', { name: 'Row count' })).toHaveTextContent('26-30 of 30');
  });

  it('cycles column sorting none → asc → desc → none', async () => {
    const { adapter, calls, user } = setup();
    await screen.findByRole('cell', { name: 'Chart 01' });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await screen.findByRole('cell', { name: 'Chart 30' });
    expect(rowNames()[0]).toBe('Chart 30');
    expect(adapter.read()).toBe('sortColumn=name&sortOrder=desc');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(calls.at(-1)?.sortBy).toEqual([]);
    expect(adapter.entries).toHaveLength(1);
  });

  it('submits trimmed search text on Enter, resets the page, and clears', async () => {
    const { adapter, calls, user } = setup({}, '?pageIndex=1');
    await screen.findByRole('cell', { name: 'Chart 26' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, '  chart 1  {Enter}');
    await waitFor(() => expect(calls.at(-1)?.filters).toEqual([{ id: 'name', operator: 'ct', value: 'chart 1' }]));
    expect(calls.at(-1)?.pageIndex).toBe(0);
    expect(adapter.read()).toBe("filters=(name:'chart%201')");
    expect(await screen.findByRole('status', { name: 'Row count' })).toHaveTextContent('1-10 of 10');
    await user.clear(search);
    await waitFor(() => expect(calls.at(-1)?.filters).toEqual([]));
  });

  it('submits search text on blur', async () => {
    const { calls, user } = setup();
    await screen.findByRole('cell', { name: 'Chart 01' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Chart 3');
    await user.tab();
    await waitFor(() => expect(calls.at(-1)?.filters).toEqual([{ id: 'name', operator: 'ct', value: 'Chart 3' }]));
  });

  it('filters by a select, dropping options without text, and offers to clear all filters when empty', async () => {
    const { calls, user } = setup({ dataset: (config) => (config.filters.length ? { data: [], count: 0 } : serve(config)) });
    await screen.findByRole('cell', { name: 'Chart 01' });
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pie', 'Table']);
    await user.click(screen.getByRole('option', { name: 'Table' }));
    await waitFor(() => expect(calls.at(-1)?.filters).toEqual([{ id: 'viz', operator: 'eq', value: 'table' }]));
    expect(await screen.findByText('No results match your filter criteria')).toBeInTheDocument();
    expect(screen.getByText('Try different criteria to display results.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'clear all filters' }));
    await screen.findByRole('cell', { name: 'Chart 01' });
    expect(calls.at(-1)?.filters).toEqual([]);
  });

  it('shows No Data and the add button without filters', async () => {
    const onAdd = jest.fn();
    const { user } = setup({ dataset: () => ({ data: [], count: 0 }), addButton: { label: 'Chart', onClick: onAdd } });
    expect(await screen.findByRole('heading', { name: 'No Data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chart' }));
    expect(onAdd).toHaveBeenCalled();
  });

  it('uses a custom empty state', async () => {
    setup({ dataset: () => ({ data: [], count: 0 }), emptyState: { title: 'No charts yet', description: 'Create one' } });
    expect(await screen.findByRole('heading', { name: 'No charts yet' })).toBeInTheDocument();
    expect(screen.getByText('Create one')).toBeInTheDocument();
  });

  it('goes back to page 0 when the page is past the end', async () => {
    const { adapter, calls } = setup({}, '?pageIndex=7');
    await screen.findByRole('cell', { name: 'Chart 01' });
    expect(calls.map((call) => call.pageIndex)).toEqual([7, 0]);
    expect(adapter.entries).toEqual(['']);
  });

  it('throws on a filter for an unknown column', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => setup({ filters: [{ type: 'search', id: 'nope', label: 'Nope', operator: 'ct' }] })).toThrow(
      'Invalid filter config, nope is not present in columns',
    );
    error.mockRestore();
  });
});

describe('ListView cards', () => {
  const cardProps: Partial<HarnessProps> = {
    cardRenderer: (row) => <div className="content">{row.name}</div>,
    cardSortSelectOptions: [
      { id: 'changed_on_delta_humanized', desc: true, label: 'Recently modified', value: 'recent' },
      { id: 'name', desc: false, label: 'Alphabetical', value: 'alpha' },
      { id: 'name', desc: true, label: '', value: 'blank' },
    ],
    getRowLabel: (row) => row.name,
  };

  it('defaults to cards with 25 placeholders while loading, and a sort selector', async () => {
    const { calls, user, adapter } = setup(cardProps);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getAllByTestId('loading-card')).toHaveLength(25);
    const cards = await screen.findByRole('list', { name: 'Cards' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Card view' })).toHaveAttribute('aria-pressed', 'true');

    const sort = screen.getByRole('listbox', { name: 'Sort' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Recently modified', 'Alphabetical']);
    await user.click(sort);
    await user.click(within(sort).getByRole('option', { name: 'Alphabetical' }));
    await waitFor(() => expect(calls.at(-1)?.sortBy).toEqual([{ id: 'name', desc: false }]));

    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(adapter.read()).toContain('viewMode=table');
    expect(screen.queryByRole('listbox', { name: 'Sort' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('selects cards in bulk mode and runs bulk actions', async () => {
    const onDelete = jest.fn().mockResolvedValue(undefined);
    const refreshData = jest.fn();
    const disableBulkSelect = jest.fn();
    const props = {
      ...cardProps,
      bulkSelectEnabled: true,
      disableBulkSelect,
      refreshData,
      bulkActions: [{ key: 'delete', name: 'Delete', type: 'danger' as const, onSelect: onDelete }],
    };
    const { user, rerender, adapter, calls } = setup(props);
    await screen.findByRole('list', { name: 'Cards' });
    const banner = screen.getByRole('region', { name: 'Bulk select' });
    expect(within(banner).getByRole('status')).toHaveTextContent('0 Selected');
    expect(within(banner).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Chart 02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Chart 05' }));
    expect(within(banner).getByRole('status')).toHaveTextContent('2 Selected');
    await user.click(within(banner).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith([ALL[1], ALL[4]]);
    await waitFor(() => expect(refreshData).toHaveBeenCalled());
    expect(within(banner).getByRole('status')).toHaveTextContent('0 Selected');

    await user.click(within(banner).getByRole('button', { name: 'Select all' }));
    expect(within(banner).getByRole('status')).toHaveTextContent('25 Selected');
    await user.click(within(banner).getByRole('button', { name: 'Deselect all' }));
    expect(within(banner).getByRole('status')).toHaveTextContent('0 Selected');

    await user.click(screen.getByRole('checkbox', { name: 'Select Chart 03' }));
    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(disableBulkSelect).toHaveBeenCalled();
    rerender(<Harness adapter={adapter} calls={calls} {...props} bulkSelectEnabled={false} />);
    rerender(<Harness adapter={adapter} calls={calls} {...props} bulkSelectEnabled />);
    expect(within(screen.getByRole('region', { name: 'Bulk select' })).getByRole('status')).toHaveTextContent('0 Selected');
  });

  it('selects table rows with the header checkbox', async () => {
    const { user } = setup({ bulkSelectEnabled: true, getRowLabel: (row) => row.name });
    await screen.findByRole('cell', { name: 'Chart 01' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('region', { name: 'Bulk select' })).toHaveTextContent('25 Selected');
    expect(screen.getByRole('checkbox', { name: 'Select Chart 10' })).toBeChecked();
  });
});
