import type { Selection } from 'd3-selection';
import { drawPageSizeDropdown } from './page-size-dropdown';
import { PAGE_SIZE_OPTIONS, pageWindow } from './table-view';
import { chartText } from '../../core/i18n/chart-text';

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
  const sizeLabel = bar.append('label').style('display', 'inline-flex').style('align-items', 'center');
  sizeLabel.append('span').text(chartText('Show'));
  drawPageSizeDropdown(sizeLabel, PAGE_SIZE_OPTIONS, options.pageSize, handlers.onPageSize);
  sizeLabel.append('span').text(chartText('entries'));
  if (options.includeSearch) {
    bar
      .append('input')
      .attr('type', 'search')
      .attr('class', 'tessera-table-search')
      .attr('aria-label', chartText('Search'))
      .attr('placeholder', chartText('Search %s records', options.rowCount))
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
