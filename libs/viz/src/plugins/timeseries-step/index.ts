import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { TimeseriesChartProps } from '../timeseries-common/timeseries.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { StepFormData } from './step.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `echarts_timeseries_step`, drawn with d3. */
export const stepLineChartPlugin: ChartPlugin<StepFormData, TimeseriesChartProps> = {
  metadata: {
    vizType: 'echarts_timeseries_step',
    name: translatable('Stepped Line'),
    description: translatable(
      'Stepped-line graph (also called step chart) is a variation of line chart but with the line forming a series of steps between data points. A step chart can be useful when you want to show the changes that occur at irregular intervals.',
    ),
    category: translatable('Evolution'),
    tags: [translatable('Aesthetic'), translatable('Line'), translatable('Time'), translatable('Trend'), translatable('Stepped')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
