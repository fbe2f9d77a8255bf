import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import type { TimeseriesChartProps } from '../timeseries-common/timeseries.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `echarts_timeseries_scatter`, drawn with d3. */
export const scatterChartPlugin: ChartPlugin<TimeseriesFormData, TimeseriesChartProps> = {
  metadata: {
    vizType: 'echarts_timeseries_scatter',
    name: translatable('Scatter Plot'),
    description: translatable(
      'Scatter Plot has the horizontal axis in linear units, and the points are connected in order. It shows a statistical relationship between two variables.',
    ),
    category: translatable('Evolution'),
    tags: [translatable('Aesthetic'), translatable('Time'), translatable('Trend'), translatable('Scatter'), translatable('Popular')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
