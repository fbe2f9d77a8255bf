import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { BarChartProps } from '../bar-common/bar.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { HistogramFormData } from './histogram.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `histogram_v2`: how often a column's values fall into equal-width bins. */
export const histogramChartPlugin: ChartPlugin<HistogramFormData, BarChartProps> = {
  metadata: {
    vizType: 'histogram_v2',
    name: translatable('Histogram'),
    description: translatable(
      'The histogram chart displays the distribution of a dataset by representing the frequency or count of values within different ranges or bins. It helps visualize patterns, clusters, and outliers in the data and provides insights into its shape, central tendency, and spread.',
    ),
    category: translatable('Distribution'),
    tags: [translatable('Comparison'), translatable('Distribution'), translatable('Popular')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
