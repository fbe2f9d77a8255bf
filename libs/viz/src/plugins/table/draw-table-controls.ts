import type { Selection } from 'd3-selection';
import { PAGE_SIZE_OPTIONS, pageWindow } from './table-view';

type Container = Selection<HTMLDivElement, unknown, null, undefined>;

/** The page size picker and, when enabled, the search box above the table. */
export function drawTableHeader(
  container: Container,
  options: { pageSize: number | null; includeSearch: boolean; search: string; rowCount: number },
  handlers: { onPageSize(size: number | null): void; onSearch(text: string): void },
): void {
  const bar = container
    .append('div')
    .attr('class', 'tessera-table-controls')
    .style('display', 'flex')
    .style('justify-content', 'space-between')
    .style('padding', '4px 0')
    .style('font', '12px sans-serif');
  const sizeLabel = bar.append('label').text('Show ');
  const select = sizeLabel.append('select').attr('class', 'tessera-page-size').attr('aria-label', 'Page size');
  for (const size of PAGE_SIZE_OPTIONS) {
    select
      .append('option')
      .attr('value', size === null ? 'all' : String(size))
      .property('selected', size === options.pageSize)
      .text(size === null ? 'All' : String(size));
  }
  sizeLabel.append('span').text(' entries');
  select.on('change', (event: Event) => {
    const value = (event.target as HTMLSelectElement).value;
    handlers.onPageSize(value === 'all' ? null : Number(value));
  });
  if (options.includeSearch) {
    bar
      .append('input')
      .attr('type', 'search')
      .attr('class', 'tessera-table-search')
      .attr('aria-label', 'Search')
      .attr('placeholder', `Search ${options.rowCount} records`)
      .property('value', options.search)
      .on('input', (event: Event) => handlers.onSearch((event.target as HTMLInputElement).value));
  }
}

/** Previous/next and windowed page buttons; hidden when everything fits on one page. */
export function drawPagination(container: Container, page: number, pageCount: number, onPage: (page: number) => void): void {
  if (pageCount <= 1) return;
  const nav = container
    .append('div')
    .attr('class', 'tessera-pagination')
    .attr('role', 'navigation')
    .style('display', 'flex')
    .style('gap', '4px')
    .style('justify-content', 'flex-end')
    .style('padding', '4px 0');
  const button = (text: string, target: number, disabled: boolean, current = false) =>
    nav
      .append('button')
      .attr('type', 'button')
      .attr('class', current ? 'tessera-page tessera-page-current' : 'tessera-page')
      .attr('aria-current', current ? 'page' : null)
      .property('disabled', disabled)
      .text(text)
      .on('click', () => onPage(target));
  button('«', page - 1, page === 0);
  for (const entry of pageWindow(page, pageCount)) {
    if (entry === '…') nav.append('span').attr('class', 'tessera-page-gap').text('…');
    else button(String(entry + 1), entry, false, entry === page);
  }
  button('»', page + 1, page === pageCount - 1);
}
