import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { BubbleChartProps, BubbleFormData } from './bubble.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `bubble_v2`: entities placed by two metrics and sized by a third. */
export const bubbleChartPlugin: ChartPlugin<BubbleFormData, BubbleChartProps> = {
  metadata: {
    vizType: 'bubble_v2',
    name: translatable('Bubble Chart'),
    description: translatable(
      'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
    ),
    category: translatable('Correlation'),
    tags: [
      translatable('Multi-Dimensions'),
      translatable('Comparison'),
      translatable('Scatter'),
      translatable('Time'),
      translatable('Trend'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
