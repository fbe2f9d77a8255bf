import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { PivotTableChartProps, PivotTableFormData } from './pivot-table.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `pivot_table_v2`: metrics summarised over row and column dimensions with totals. */
export const pivotTablePlugin: ChartPlugin<PivotTableFormData, PivotTableChartProps> = {
  metadata: {
    vizType: 'pivot_table_v2',
    name: translatable('Pivot Table'),
    description: translatable(
      'Used to summarize a set of data by grouping together multiple statistics along two axes. Examples: Sales numbers by region and month, tasks by status and assignee, active users by age and location. Not the most visually stunning visualization, but highly informative and versatile.',
    ),
    category: translatable('Table'),
    tags: [translatable('Additive'), translatable('Report'), translatable('Tabular'), translatable('Popular')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
