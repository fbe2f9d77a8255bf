import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import type { TimeseriesChartProps } from '../timeseries-common/timeseries.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `echarts_timeseries_line`, drawn with d3. */
export const lineChartPlugin: ChartPlugin<TimeseriesFormData, TimeseriesChartProps> = {
  metadata: {
    vizType: 'echarts_timeseries_line',
    name: translatable('Line Chart'),
    description: translatable(
      'Line chart is used to visualize measurements taken over a given category. Line chart is a type of chart which displays information as a series of data points connected by straight line segments. It is a basic type of chart common in many fields.',
    ),
    category: translatable('Evolution'),
    tags: [translatable('Aesthetic'), translatable('Line'), translatable('Popular'), translatable('Time'), translatable('Trend')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
