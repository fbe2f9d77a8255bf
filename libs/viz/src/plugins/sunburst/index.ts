import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { SunburstChartProps, SunburstFormData } from './sunburst.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `sunburst_v2`: a hierarchy as rings around a centre. */
export const sunburstChartPlugin: ChartPlugin<SunburstFormData, SunburstChartProps> = {
  metadata: {
    vizType: 'sunburst_v2',
    name: translatable('Sunburst Chart'),
    description: translatable(
      'Uses circles to visualize the flow of data through different stages of a system. Hover over individual paths in the visualization to understand the stages a value took. Useful for multi-stage, multi-group visualizing funnels and pipelines.',
    ),
    category: translatable('Part of a Whole'),
    tags: [translatable('ECharts'), translatable('Aesthetic'), translatable('Multi-Levels'), translatable('Proportional')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
