import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { FunnelChartProps, FunnelFormData } from './funnel.types';
import { transformProps } from './transform-props';

/** Superset's `funnel`: how a metric narrows from one step of a process to the next. */
export const funnelChartPlugin: ChartPlugin<FunnelFormData, FunnelChartProps> = {
  metadata: {
    vizType: 'funnel',
    name: 'Funnel Chart',
    description:
      'Showcases how a metric changes as the funnel progresses. This classic chart is useful for visualizing drop-off between stages in a pipeline or lifecycle.',
    category: 'KPI',
    tags: ['Business', 'ECharts', 'Progressive'],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
