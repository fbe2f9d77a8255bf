import type { LayoutNode } from '../dashboard.types';
import { DEFAULT_CHART_HEIGHT, DEFAULT_CHART_WIDTH, DEFAULT_COLUMN_WIDTH, GRID_COLUMN_COUNT, GRID_UNIT_PX } from './layout.constants';

function positive(value: unknown): number | null {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** A component's width in grid columns (charts and markdown default to 4, columns to 12). */
export function widthInColumns(node: LayoutNode): number {
  const fallback = node.type === 'COLUMN' ? DEFAULT_COLUMN_WIDTH : DEFAULT_CHART_WIDTH;
  return Math.min(positive(node.meta.width) ?? fallback, GRID_COLUMN_COUNT);
}

/** A component's height in pixels: its grid units (default 50) times the 8 px grid unit. */
export function heightInPixels(node: LayoutNode): number {
  return (positive(node.meta.height) ?? DEFAULT_CHART_HEIGHT) * GRID_UNIT_PX;
}

/** The share of its container a component takes, as a CSS percentage. */
export function widthShare(node: LayoutNode, containerColumns: number): string {
  return `${((Math.min(widthInColumns(node), containerColumns) / containerColumns) * 100).toFixed(4)}%`;
}
