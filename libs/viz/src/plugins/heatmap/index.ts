import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { HeatmapChartProps, HeatmapFormData } from './heatmap.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `heatmap_v2`: a metric across two dimensions as a grid of colours. */
export const heatmapChartPlugin: ChartPlugin<HeatmapFormData, HeatmapChartProps> = {
  metadata: {
    vizType: 'heatmap_v2',
    name: translatable('Heatmap'),
    description: translatable(
      'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups. Color is used to emphasize the strength of the link between each pair of groups.',
    ),
    category: translatable('Correlation'),
    tags: [
      translatable('Business'),
      translatable('Intensity'),
      translatable('Density'),
      translatable('Single Metric'),
      translatable('Popular'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
