import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_LAYOUT_VERSION,
  DASHBOARD_ROOT_ID,
  DASHBOARD_VERSION_KEY,
  type LayoutNode,
} from '@tessera/contracts';

/** One row of an example dashboard: a section header, or up to three charts and markdown notes. */
export type LayoutRow = { header: string } | LayoutCell[];
export type LayoutCell = { chart: string } | { markdown: string };

/** A chart placed on a dashboard: the id it was saved with and its name. */
export interface PlacedChart {
  id: number;
  uuid: string;
  name: string;
}

const CELL_WIDTH = 4;
const CELL_HEIGHT = 50;

/**
 * Builds a `position_json` layout: the dashboard title header, then the grid with the rows in order;
 * charts and markdown are 4 of the grid's 12 columns wide and 50 units high, as the editor places them.
 */
export function buildExampleLayout(
  title: string,
  rows: readonly LayoutRow[],
  charts: ReadonlyMap<string, PlacedChart>,
): Record<string, unknown> {
  const nodes: Record<string, LayoutNode> = {
    [DASHBOARD_ROOT_ID]: { id: DASHBOARD_ROOT_ID, type: 'ROOT', children: [DASHBOARD_GRID_ID] },
    [DASHBOARD_GRID_ID]: { id: DASHBOARD_GRID_ID, type: 'GRID', children: [], parents: [DASHBOARD_ROOT_ID] },
    [DASHBOARD_HEADER_ID]: { id: DASHBOARD_HEADER_ID, type: 'HEADER', children: [], meta: { text: title } },
  };
  const grid = nodes[DASHBOARD_GRID_ID];
  rows.forEach((row, rowIndex) => {
    if (!Array.isArray(row)) {
      const id = `HEADER-${rowIndex + 1}`;
      nodes[id] = {
        id,
        type: 'HEADER',
        children: [],
        parents: [DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID],
        meta: { text: row.header, headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' },
      };
      grid.children.push(id);
      return;
    }
    const rowId = `ROW-${rowIndex + 1}`;
    const parents = [DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID, rowId];
    nodes[rowId] = {
      id: rowId,
      type: 'ROW',
      children: [],
      parents: [DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    grid.children.push(rowId);
    row.forEach((cell, cellIndex) => {
      const node = cellNode(cell, `${rowIndex + 1}-${cellIndex + 1}`, parents, charts);
      nodes[node.id] = node;
      nodes[rowId].children.push(node.id);
    });
  });
  return { ...nodes, [DASHBOARD_VERSION_KEY]: DASHBOARD_LAYOUT_VERSION };
}

function cellNode(cell: LayoutCell, position: string, parents: string[], charts: ReadonlyMap<string, PlacedChart>): LayoutNode {
  if ('markdown' in cell) {
    return {
      id: `MARKDOWN-${position}`,
      type: 'MARKDOWN',
      children: [],
      parents,
      meta: { width: CELL_WIDTH, height: CELL_HEIGHT, code: cell.markdown },
    };
  }
  const chart = charts.get(cell.chart);
  if (!chart) throw new Error(`The example chart "${cell.chart}" was not created`);
  return {
    id: `CHART-${chart.id}`,
    type: 'CHART',
    children: [],
    parents,
    meta: { width: CELL_WIDTH, height: CELL_HEIGHT, chartId: chart.id, sliceName: chart.name, uuid: chart.uuid },
  };
}

/** The charts a layout places, in order. */
export function chartNamesOf(rows: readonly LayoutRow[]): string[] {
  return rows.flatMap((row) => (Array.isArray(row) ? row.flatMap((cell) => ('chart' in cell ? [cell.chart] : [])) : []));
}
