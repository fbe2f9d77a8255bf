import type { Selection } from 'd3-selection';
import { colorForValue } from '../../color/conditional-formatting';
import type { DataRecord } from '../../core/query/chart-data.types';
import { cellBar, valueRange } from './cell-bars';
import type { SortKey } from './table-view';
import type { TableChartProps, TableColumn } from './table.types';

type Container = Selection<HTMLDivElement, unknown, null, undefined>;

export interface TableHandlers {
  onSort(column: TableColumn, multi: boolean): void;
  onCellClick(column: TableColumn, row: DataRecord): void;
  onCellContextMenu(row: DataRecord, event: MouseEvent): void;
}

function ariaSort(sortBy: readonly SortKey[], key: string): string {
  const entry = sortBy.find((candidate) => candidate.key === key);
  if (!entry) return 'none';
  return entry.desc ? 'descending' : 'ascending';
}

function sortIndicator(sortBy: readonly SortKey[], key: string): string {
  const index = sortBy.findIndex((candidate) => candidate.key === key);
  if (index < 0) return '';
  const arrow = sortBy[index].desc ? ' ▼' : ' ▲';
  return sortBy.length > 1 ? `${arrow}${index + 1}` : arrow;
}

/**
 * The table element: sortable headers, one row per record with formatted cells (conditional
 * colours, cell bars), clickable dimension cells, and a totals footer.
 */
export function drawTable(
  container: Container,
  props: TableChartProps,
  rows: readonly DataRecord[],
  sortBy: readonly SortKey[],
  handlers: TableHandlers,
): void {
  const table = container
    .append('table')
    .attr('class', 'tessera-table')
    .style('border-collapse', 'collapse')
    .style('width', '100%')
    .style('font', '12px sans-serif');
  const headerRow = table.append('thead').append('tr');
  for (const column of props.columns) {
    const th = headerRow
      .append('th')
      .attr('scope', 'col')
      .attr('aria-sort', ariaSort(sortBy, column.key))
      .attr('title', 'Shift + Click to sort by multiple columns')
      .style('text-align', column.align)
      .style('cursor', 'pointer')
      .style('padding', '4px 8px')
      .style('border-bottom', '2px solid #ddd')
      .style('position', 'sticky')
      .style('top', '0')
      .style('background', '#fff')
      .text(`${column.label}${sortIndicator(sortBy, column.key)}`)
      .on('click', (event: MouseEvent) => handlers.onSort(column, event.shiftKey));
    if (column.width) th.style('width', `${column.width}px`);
  }

  const ranges = new Map(
    props.columns.filter((column) => column.showCellBars).map((column) => [column.key, valueRange(props.data, column)]),
  );
  const body = table.append('tbody');
  for (const row of rows) {
    const tr = body.append('tr');
    for (const column of props.columns) {
      const value = row[column.key] ?? null;
      const selected = column.isDimension && props.selectedValues.length > 0 && props.selectedValues.includes(value);
      const td = tr
        .append('td')
        .attr('class', selected ? 'tessera-cell tessera-cell-selected' : 'tessera-cell')
        .style('text-align', column.align)
        .style('padding', '4px 8px')
        .style('border-bottom', '1px solid #eee')
        .style('position', 'relative')
        .style('font-weight', selected ? 'bold' : 'normal');
      const background = colorForValue(props.colorFormatters, column.key, value);
      if (background) td.style('background-color', background);
      const range = ranges.get(column.key);
      if (range && typeof value === 'number' && !background) {
        const bar = cellBar(value, range, column);
        td.append('div')
          .attr('class', 'tessera-cell-bar')
          .style('position', 'absolute')
          .style('top', '2px')
          .style('bottom', '2px')
          .style('left', `${bar.offset}%`)
          .style('width', `${bar.width}%`)
          .style('background', bar.color)
          .style('pointer-events', 'none');
      }
      td.append('span').attr('class', 'tessera-cell-value').style('position', 'relative').text(column.format(value));
      if (column.isDimension && props.emitCrossFilters) td.style('cursor', 'pointer').on('click', () => handlers.onCellClick(column, row));
      td.on('contextmenu', (event: MouseEvent) => handlers.onCellContextMenu(row, event));
    }
  }

  if (props.totals) {
    const footer = table.append('tfoot').append('tr').attr('class', 'tessera-table-totals');
    props.columns.forEach((column, i) => {
      const value = props.totals?.[column.key];
      const text = column.isMetric ? column.format(value ?? null) : i === 0 ? 'Summary' : '';
      footer
        .append('td')
        .style('text-align', column.align)
        .style('padding', '4px 8px')
        .style('font-weight', 'bold')
        .style('border-top', '2px solid #ddd')
        .text(text);
    });
  }
}
