import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { BarChartProps } from '../bar-common/bar.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { DistBarFormData } from './dist-bar.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's categorical bar chart `dist_bar`: metrics per category, broken down into series. */
export const distBarChartPlugin: ChartPlugin<DistBarFormData, BarChartProps> = {
  metadata: {
    vizType: 'dist_bar',
    name: translatable('Bar Chart (categorical)'),
    description: translatable(
      'Compare metrics across the values of one or more dimensions, optionally broken down into stacked or side-by-side series.',
    ),
    category: translatable('Ranking'),
    tags: [translatable('Bar'), translatable('Categorical'), translatable('Comparison'), translatable('Stacked')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
