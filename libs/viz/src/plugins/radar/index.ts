import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { RadarChartProps, RadarFormData } from './radar.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `radar`: several metrics of each group on spokes around a centre. */
export const radarChartPlugin: ChartPlugin<RadarFormData, RadarChartProps> = {
  metadata: {
    vizType: 'radar',
    name: translatable('Radar Chart'),
    description: translatable(
      'Visualize a parallel set of metrics across multiple groups. Each group is visualized using its own line of points and each metric is represented as an edge in the chart.',
    ),
    category: translatable('Ranking'),
    tags: [
      translatable('Business'),
      translatable('Comparison'),
      translatable('Multi-Variables'),
      translatable('Report'),
      translatable('Web'),
      translatable('ECharts'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
