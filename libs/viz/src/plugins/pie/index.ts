import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { PieChartProps, PieFormData } from './pie.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `pie`: parts of a whole as slices of a pie or a donut. */
export const pieChartPlugin: ChartPlugin<PieFormData, PieChartProps> = {
  metadata: {
    vizType: 'pie',
    name: translatable('Pie Chart'),
    description: translatable(
      'The classic. Great for showing how much of a company each investor gets, what demographics follow your blog, or what portion of the budget goes to the military industrial complex.',
    ),
    category: translatable('Part of a Whole'),
    tags: [
      translatable('Categorical'),
      translatable('Circular'),
      translatable('Comparison'),
      translatable('Percentages'),
      translatable('Popular'),
      translatable('Proportional'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
