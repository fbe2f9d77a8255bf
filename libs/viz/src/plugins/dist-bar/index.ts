import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { BarChartProps } from '../bar-common/bar.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { DistBarFormData } from './dist-bar.types';
import { transformProps } from './transform-props';

/** Superset's categorical bar chart `dist_bar`: metrics per category, broken down into series. */
export const distBarChartPlugin: ChartPlugin<DistBarFormData, BarChartProps> = {
  metadata: {
    vizType: 'dist_bar',
    name: 'Bar Chart (categorical)',
    description: 'Compare metrics across the values of one or more dimensions, optionally broken down into stacked or side-by-side series.',
    category: 'Ranking',
    tags: ['Bar', 'Categorical', 'Comparison', 'Stacked'],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
