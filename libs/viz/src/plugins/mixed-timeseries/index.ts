import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { MixedTimeseriesChartProps, MixedTimeseriesFormData } from './mixed-timeseries.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `mixed_timeseries`: two queries over one x-axis, each in its own look and on either y-axis. */
export const mixedTimeseriesChartPlugin: ChartPlugin<MixedTimeseriesFormData, MixedTimeseriesChartProps> = {
  metadata: {
    vizType: 'mixed_timeseries',
    name: translatable('Mixed Chart'),
    description: translatable(
      'Visualizes two different series using the same x-axis. Note that both series can be visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
    ),
    category: translatable('Evolution'),
    tags: [
      translatable('Advanced-Analytics'),
      translatable('ECharts'),
      translatable('Line'),
      translatable('Multi-Variables'),
      translatable('Time'),
      translatable('Transformable'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
