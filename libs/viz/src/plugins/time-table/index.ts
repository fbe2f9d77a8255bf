import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { TimeTableChartProps, TimeTableFormData } from './time-table.types';
import { transformProps } from './transform-props';

/** Superset's `time_table`: metrics as rows with sparklines and period-over-period columns. */
export const timeTableChartPlugin: ChartPlugin<TimeTableFormData, TimeTableChartProps> = {
  metadata: {
    vizType: 'time_table',
    name: 'Time-series Table',
    description: 'Compare multiple time series charts (as sparklines) and related metrics quickly.',
    category: 'Table',
    tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Text', 'Trend'],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
