import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { BarChartProps } from '../bar-common/bar.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { TimeseriesBarFormData } from './timeseries-bar.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `echarts_timeseries_bar`, drawn with d3. */
export const timeseriesBarChartPlugin: ChartPlugin<TimeseriesBarFormData, BarChartProps> = {
  metadata: {
    vizType: 'echarts_timeseries_bar',
    name: translatable('Bar Chart'),
    description: translatable('Bar charts are used to show metrics as a series of bars.'),
    category: translatable('Evolution'),
    tags: [
      translatable('Bar'),
      translatable('Time'),
      translatable('Trend'),
      translatable('Stacked'),
      translatable('Popular'),
      translatable('Vertical'),
      translatable('Horizontal'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
