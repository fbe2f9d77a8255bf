import type { Selection } from 'd3-selection';
import type { DataValue } from '../../core/query/chart-data.types';
import { METRIC_ATTRIBUTE } from './pivot-key';
import { headerSpans, headerText } from './pivot-headers';
import type { PivotTableChartProps } from './pivot-table.types';

type Container = Selection<HTMLDivElement, unknown, null, undefined>;

export interface PivotHandlers {
  /** A dimension header: its column and the stored values of the group it heads. */
  onHeaderClick(columns: string[], values: DataValue[]): void;
  onCellContextMenu(rowIndex: number, colIndex: number, event: MouseEvent): void;
}

/** The dimension columns and values of a header group down to `level`, skipping the metric level. */
function headerPath(attrs: readonly string[], values: readonly DataValue[], level: number): { columns: string[]; values: DataValue[] } {
  const columns: string[] = [];
  const picked: DataValue[] = [];
  for (let i = 0; i <= level; i += 1) {
    if (attrs[i] === METRIC_ATTRIBUTE) continue;
    columns.push(attrs[i]);
    picked.push(values[i]);
  }
  return { columns, values: picked };
}

const CELL_PADDING = '3px 8px';

/** The pivot as an HTML table: stacked column headers, spanning row headers and value cells. */
export function drawPivotTable(container: Container, props: PivotTableChartProps, handlers: PivotHandlers): void {
  const table = container
    .append('table')
    .attr('class', 'tessera-pivot-table')
    .style('border-collapse', 'collapse')
    .style('font', '12px sans-serif');
  const head = table.append('thead');
  const rowHeaderWidth = Math.max(1, props.rowAttrs.length);

  props.colAttrs.forEach((_, level) => {
    const tr = head.append('tr');
    tr.append('th')
      .attr('class', 'tessera-pivot-axis-label')
      .attr('colspan', rowHeaderWidth)
      .style('text-align', 'right')
      .style('padding', CELL_PADDING)
      .text(props.colAttrLabels[level]);
    const spans = headerSpans(props.colEntries, level);
    props.colEntries.forEach((entry, j) => {
      if (spans[j] === 0) return;
      const th = tr
        .append('th')
        .attr('class', `tessera-pivot-col-header tessera-pivot-${entry.kind}`)
        .attr('colspan', spans[j])
        .style('padding', CELL_PADDING)
        .style('border', '1px solid #ddd')
        .text(headerText(entry, level, props.colAttrs, props.metricLabels, props.totalLabel));
      const value = entry.key[level];
      if (props.emitCrossFilters && value !== null && props.colAttrs[level] !== METRIC_ATTRIBUTE) {
        const path = headerPath(props.colAttrs, props.colValues[j], level);
        th.style('cursor', 'pointer').on('click', () => handlers.onHeaderClick(path.columns, path.values));
      }
    });
  });

  const labelsRow = head.append('tr');
  if (props.rowAttrs.length === 0) labelsRow.append('th');
  props.rowAttrLabels.forEach((label) =>
    labelsRow.append('th').attr('class', 'tessera-pivot-axis-label').style('text-align', 'left').style('padding', CELL_PADDING).text(label),
  );
  if (props.colAttrs.length === 0)
    labelsRow.append('th').attr('class', 'tessera-pivot-col-header').style('padding', CELL_PADDING).text(props.valueHeader);
  else labelsRow.append('th').attr('colspan', props.colEntries.length);

  const body = table.append('tbody');
  const rowSpans = props.rowAttrs.map((_, level) => headerSpans(props.rowEntries, level));
  props.rowEntries.forEach((entry, i) => {
    const tr = body.append('tr').attr('class', `tessera-pivot-row tessera-pivot-${entry.kind}`);
    if (props.rowAttrs.length === 0) tr.append('th');
    props.rowAttrs.forEach((attr, level) => {
      const span = rowSpans[level][i];
      if (span === 0) return;
      const value = entry.key[level];
      const selected = value !== null && props.selectedValues.includes(props.rowValues[i][level]);
      const th = tr
        .append('th')
        .attr('class', selected ? 'tessera-pivot-row-header tessera-pivot-selected' : 'tessera-pivot-row-header')
        .attr('rowspan', span)
        .style('text-align', 'left')
        .style('vertical-align', 'top')
        .style('padding', CELL_PADDING)
        .style('border', '1px solid #ddd')
        .text(headerText(entry, level, props.rowAttrs, props.metricLabels, props.totalLabel));
      if (props.emitCrossFilters && value !== null && attr !== METRIC_ATTRIBUTE) {
        const path = headerPath(props.rowAttrs, props.rowValues[i], level);
        th.style('cursor', 'pointer').on('click', () => handlers.onHeaderClick(path.columns, path.values));
      }
    });
    props.cells[i].forEach((cell, j) => {
      const td = tr
        .append('td')
        .attr('class', `tessera-pivot-cell tessera-pivot-${props.colEntries[j].kind === 'data' ? entry.kind : props.colEntries[j].kind}`)
        .style('text-align', 'right')
        .style('padding', CELL_PADDING)
        .style('border', '1px solid #eee')
        .style('font-weight', entry.kind === 'data' && props.colEntries[j].kind === 'data' ? 'normal' : 'bold')
        .text(cell.text)
        .on('contextmenu', (event: MouseEvent) => handlers.onCellContextMenu(i, j, event));
      if (cell.background) td.style('background-color', cell.background);
    });
  });
}
