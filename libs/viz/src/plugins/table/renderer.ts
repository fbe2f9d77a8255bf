import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawTable } from './draw-table';
import { drawPagination, drawTableHeader } from './draw-table-controls';
import type { SortKey } from './table-view';
import { nextSort, paginate, searchRows, sortRows } from './table-view';
import type { TableChartProps } from './table.types';
import { chartText } from '../../core/i18n/chart-text';

/** What the table keeps between redraws: sort order, page, page size and search text. */
export interface TableState {
  sortBy: SortKey[];
  page: number;
  /** Undefined until the user picks a size; the chart's page length applies until then. */
  pageSize?: number | null;
  search: string;
}

export function createTableState(): TableState {
  return { sortBy: [], page: 0, search: '' };
}

/**
 * The table with its page size picker, optional search box and pagination. Sorting, searching and
 * paging happen in the browser on the fetched rows; clicking a dimension cell cross-filters on it.
 */
function drawTableChart(root: ChartRoot, props: TableChartProps, callbacks: RenderCallbacks, state: TableState, redraw: () => void): void {
  if (props.columns.length === 0) {
    drawEmptyState(root);
    return;
  }
  const pageSize = state.pageSize === undefined ? props.pageSize : state.pageSize;
  const matching = sortRows(searchRows(props.data, props.columns, state.search), state.sortBy);
  const page = paginate(matching, state.page, pageSize);
  state.page = page.page;

  root.style('display', 'flex').style('flex-direction', 'column');
  drawTableHeader(
    root,
    { pageSize, includeSearch: props.includeSearch, search: state.search, rowCount: props.data.length },
    {
      onPageSize: (size) => {
        state.pageSize = size;
        state.page = 0;
        redraw();
      },
      onSearch: (text) => {
        state.search = text;
        state.page = 0;
        redraw();
        const input = root.select<HTMLInputElement>('input.tessera-table-search').node();
        input?.focus();
        input?.setSelectionRange(text.length, text.length);
      },
    },
  );
  const scroller = root.append('div').attr('class', 'tessera-table-scroll').style('flex', '1 1 auto').style('overflow', 'auto');
  drawTable(scroller, props, page.rows, state.sortBy, {
    onSort: (column, multi) => {
      state.sortBy = nextSort(state.sortBy, column.key, multi);
      redraw();
    },
    onCellClick: (column, row) => {
      callbacks.onCrossFilter?.(buildCrossFilter([column.key], [row[column.key] ?? null], props.selectedValues));
    },
    onCellContextMenu: (row, event) => {
      if (!callbacks.onContextMenu) return;
      event.preventDefault();
      const dimensions = props.columns.filter((column) => column.isDimension);
      callbacks.onContextMenu(
        buildContextMenu(
          event.clientX,
          event.clientY,
          dimensions.map((column) => column.key),
          dimensions.map((column) => row[column.key] ?? null),
        ),
      );
    },
  });
  if (matching.length === 0)
    scroller
      .append('div')
      .attr('class', 'tessera-table-no-match')
      .style('padding', '8px')
      .style('font', '12px sans-serif')
      .text(chartText('No matching records found'));
  drawPagination(root, page.page, page.pageCount, (target) => {
    state.page = target;
    redraw();
  });
}

export const renderer = defineRenderer<TableChartProps, TableState>(drawTableChart, createTableState);
