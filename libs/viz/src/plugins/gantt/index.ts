import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { GanttChartProps, GanttFormData } from './gantt.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `gantt_chart`: each row a bar from its start to its end time, on the row of its category. */
export const ganttChartPlugin: ChartPlugin<GanttFormData, GanttChartProps> = {
  metadata: {
    vizType: 'gantt_chart',
    name: translatable('Gantt Chart'),
    description: translatable(
      'Gantt chart visualizes important events over a time span. Every data point displayed as a separate event along a horizontal line.',
    ),
    category: translatable('Evolution'),
    tags: [translatable('ECharts'), translatable('Featured'), translatable('Timeline'), translatable('Time')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
