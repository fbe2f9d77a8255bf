import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawPivotTable } from './draw-pivot-table';
import { METRIC_ATTRIBUTE } from './pivot-key';
import type { PivotTableChartProps } from './pivot-table.types';

/** The dimension filters isolating one cell: every labelled, non-metric level of its row and column. */
function cellFilters(props: PivotTableChartProps, row: number, col: number) {
  const columns: string[] = [];
  const values: PivotTableChartProps['rowValues'][number] = [];
  const collect = (attrs: string[], keys: (string | null)[], stored: PivotTableChartProps['rowValues'][number]) =>
    attrs.forEach((attr, i) => {
      if (attr === METRIC_ATTRIBUTE || keys[i] === null) return;
      columns.push(attr);
      values.push(stored[i]);
    });
  collect(props.rowAttrs, props.rowEntries[row].key, props.rowValues[row]);
  collect(props.colAttrs, props.colEntries[col].key, props.colValues[col]);
  return { columns, values };
}

/** A scrolling pivot table; header clicks cross-filter on their group, cells open the drill menu. */
function drawPivot(root: ChartRoot, props: PivotTableChartProps, callbacks: RenderCallbacks): void {
  if (
    props.rowEntries.length === 0 ||
    props.colEntries.length === 0 ||
    props.cells.every((row) => row.every((cell) => cell.value === null))
  ) {
    drawEmptyState(root);
    return;
  }
  const scroller = root
    .append('div')
    .attr('class', 'tessera-pivot-scroll')
    .style('width', '100%')
    .style('height', '100%')
    .style('overflow', 'auto');
  drawPivotTable(scroller, props, {
    onHeaderClick: (columns, values) => callbacks.onCrossFilter?.(buildCrossFilter(columns, values, props.selectedValues)),
    onCellContextMenu: (row, col, event) => {
      if (!callbacks.onContextMenu) return;
      event.preventDefault();
      const { columns, values } = cellFilters(props, row, col);
      callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, columns, values));
    },
  });
}

export const renderer = defineRenderer<PivotTableChartProps>(drawPivot);
