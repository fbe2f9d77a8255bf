import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { TimeTableChartProps, TimeTableFormData } from './time-table.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `time_table`: metrics as rows with sparklines and period-over-period columns. */
export const timeTableChartPlugin: ChartPlugin<TimeTableFormData, TimeTableChartProps> = {
  metadata: {
    vizType: 'time_table',
    name: translatable('Time-series Table'),
    description: translatable('Compare multiple time series charts (as sparklines) and related metrics quickly.'),
    category: translatable('Table'),
    tags: [
      translatable('Multi-Variables'),
      translatable('Comparison'),
      translatable('Legacy'),
      translatable('Percentages'),
      translatable('Tabular'),
      translatable('Text'),
      translatable('Trend'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
