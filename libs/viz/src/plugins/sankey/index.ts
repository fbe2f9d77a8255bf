import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { SankeyChartProps, SankeyFormData } from './sankey.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `sankey_v2`: flows of a metric from source values to target values. */
export const sankeyChartPlugin: ChartPlugin<SankeyFormData, SankeyChartProps> = {
  metadata: {
    vizType: 'sankey_v2',
    name: translatable('Sankey Chart'),
    description: translatable(
      'The Sankey chart visually tracks the movement and transformation of values across system stages. Nodes represent stages, connected by links depicting value flow. Node height corresponds to the visualized metric.',
    ),
    category: translatable('Flow'),
    tags: [translatable('Directional'), translatable('Distribution'), translatable('Flow')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
