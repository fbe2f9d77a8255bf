import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { GaugeChartProps, GaugeFormData } from './gauge.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `gauge_chart`: a metric's progress towards a target on a dial. */
export const gaugeChartPlugin: ChartPlugin<GaugeFormData, GaugeChartProps> = {
  metadata: {
    vizType: 'gauge_chart',
    name: translatable('Gauge Chart'),
    description: translatable(
      'Uses a gauge to showcase progress of a metric towards a target. The position of the dial represents the progress and the terminal value in the gauge represents the target value.',
    ),
    category: translatable('KPI'),
    tags: [
      translatable('Multi-Variables'),
      translatable('Business'),
      translatable('Comparison'),
      translatable('ECharts'),
      translatable('Report'),
      translatable('Featured'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
