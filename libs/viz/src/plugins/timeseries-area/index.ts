import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import type { TimeseriesChartProps } from '../timeseries-common/timeseries.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `echarts_area`, drawn with d3. */
export const areaChartPlugin: ChartPlugin<TimeseriesFormData, TimeseriesChartProps> = {
  metadata: {
    vizType: 'echarts_area',
    name: translatable('Area Chart'),
    description: translatable(
      'Area charts are similar to line charts in that they represent variables with the same scale, but area charts stack the metrics on top of each other.',
    ),
    category: translatable('Evolution'),
    tags: [
      translatable('Aesthetic'),
      translatable('Line'),
      translatable('Popular'),
      translatable('Stacked'),
      translatable('Time'),
      translatable('Trend'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
