import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { FunnelChartProps, FunnelFormData } from './funnel.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `funnel`: how a metric narrows from one step of a process to the next. */
export const funnelChartPlugin: ChartPlugin<FunnelFormData, FunnelChartProps> = {
  metadata: {
    vizType: 'funnel',
    name: translatable('Funnel Chart'),
    description: translatable(
      'Showcases how a metric changes as the funnel progresses. This classic chart is useful for visualizing drop-off between stages in a pipeline or lifecycle.',
    ),
    category: translatable('KPI'),
    tags: [translatable('Business'), translatable('ECharts'), translatable('Progressive')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
