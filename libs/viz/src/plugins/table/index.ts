import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { TableChartProps, TableFormData } from './table.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `table`: aggregated or raw rows, sortable, searchable and paginated in the browser. */
export const tableChartPlugin: ChartPlugin<TableFormData, TableChartProps> = {
  metadata: {
    vizType: 'table',
    name: translatable('Table'),
    description: translatable(
      'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
    ),
    category: translatable('Table'),
    tags: [
      translatable('Additive'),
      translatable('Business'),
      translatable('Pattern'),
      translatable('Popular'),
      translatable('Report'),
      translatable('Sequential'),
      translatable('Tabular'),
      translatable('Description'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
