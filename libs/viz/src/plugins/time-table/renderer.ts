import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { createTooltip } from '../../core/render/tooltip';
import { drawSparkline } from './draw-sparkline';
import type { TimeTableChartProps } from './time-table.types';

/**
 * A table with a row per metric or dimension value: sparklines and numbers coloured by their
 * bounds; right-clicking a grouped row drills into its dimension value.
 */
function drawTimeTable(root: ChartRoot, props: TimeTableChartProps, callbacks: RenderCallbacks): void {
  if (props.rows.length === 0 || props.columns.length === 0) {
    drawEmptyState(root);
    return;
  }
  const scroller = root.append('div').style('width', '100%').style('height', '100%').style('overflow', 'auto');
  const tooltip = createTooltip(root, props.width);
  const origin = (): [number, number] => {
    const box = (root.node() as HTMLDivElement).getBoundingClientRect();
    return [box.left, box.top];
  };
  const table = scroller
    .append('table')
    .attr('class', 'tessera-time-table')
    .style('border-collapse', 'collapse')
    .style('font', '13px sans-serif')
    .style('width', '100%');
  const header = table.append('thead').append('tr');
  header.append('th');
  for (const column of props.columns) {
    header
      .append('th')
      .attr('title', column.tooltip || null)
      .style('text-align', 'right')
      .style('padding', '6px 8px')
      .style('border-bottom', '2px solid #ddd')
      .text(column.label);
  }
  const body = table.append('tbody');
  for (const row of props.rows) {
    const tr = body.append('tr').style('border-bottom', '1px solid #eee');
    tr.append('td')
      .attr('class', 'tessera-time-table-label')
      .style('padding', '6px 8px')
      .style('font-weight', '600')
      .text(row.label)
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu || props.groupby.length === 0) return;
        event.preventDefault();
        callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, props.groupby, row.groupValues));
      });
    for (const cell of row.cells) {
      const td = tr.append('td').style('padding', '4px 8px').style('text-align', 'right');
      if (cell.kind === 'spark') {
        drawSparkline(td, cell, row.label, tooltip, origin);
        continue;
      }
      td.attr('class', 'tessera-time-table-value')
        .attr('title', cell.error ?? null)
        .text(cell.error ? 'N/A' : cell.text);
      if (cell.color) td.style('color', cell.color).style('font-weight', '600');
    }
  }
}

export const renderer = defineRenderer<TimeTableChartProps>(drawTimeTable);
