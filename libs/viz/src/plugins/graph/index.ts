import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { GraphChartProps, GraphFormData } from './graph.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `graph_chart`: a network of source and target values joined by weighted edges. */
export const graphChartPlugin: ChartPlugin<GraphFormData, GraphChartProps> = {
  metadata: {
    vizType: 'graph_chart',
    name: translatable('Graph Chart'),
    description: translatable(
      'Displays connections between entities in a graph structure. Useful for mapping relationships and showing which nodes are important in a network. Graph charts can be configured to be force-directed or circulate.',
    ),
    category: translatable('Flow'),
    tags: [
      translatable('Circular'),
      translatable('Comparison'),
      translatable('Directional'),
      translatable('Relational'),
      translatable('Structural'),
      translatable('Transformable'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
