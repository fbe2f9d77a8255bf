import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import type { TimeseriesChartProps } from '../timeseries-common/timeseries.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `echarts_timeseries_smooth`, drawn with d3. */
export const smoothLineChartPlugin: ChartPlugin<TimeseriesFormData, TimeseriesChartProps> = {
  metadata: {
    vizType: 'echarts_timeseries_smooth',
    name: translatable('Smooth Line'),
    description: translatable(
      'Smooth-line is a variation of the line chart. Without angles and hard edges, Smooth-line sometimes looks smarter and more professional.',
    ),
    category: translatable('Evolution'),
    tags: [translatable('Aesthetic'), translatable('Line'), translatable('Time'), translatable('Trend')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
