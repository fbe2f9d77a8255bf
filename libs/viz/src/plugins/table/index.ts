import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { TableChartProps, TableFormData } from './table.types';
import { transformProps } from './transform-props';

/** Superset's `table`: aggregated or raw rows, sortable, searchable and paginated in the browser. */
export const tableChartPlugin: ChartPlugin<TableFormData, TableChartProps> = {
  metadata: {
    vizType: 'table',
    name: 'Table',
    description:
      'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
    category: 'Table',
    tags: ['Additive', 'Business', 'Pattern', 'Popular', 'Report', 'Sequential', 'Tabular', 'Description'],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
