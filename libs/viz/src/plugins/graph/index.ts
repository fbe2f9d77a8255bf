import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { GraphChartProps, GraphFormData } from './graph.types';
import { transformProps } from './transform-props';

/** Superset's `graph_chart`: a network of source and target values joined by weighted edges. */
export const graphChartPlugin: ChartPlugin<GraphFormData, GraphChartProps> = {
  metadata: {
    vizType: 'graph_chart',
    name: 'Graph Chart',
    description:
      'Displays connections between entities in a graph structure. Useful for mapping relationships and showing which nodes are important in a network. Graph charts can be configured to be force-directed or circulate.',
    category: 'Flow',
    tags: ['Circular', 'Comparison', 'Directional', 'Relational', 'Structural', 'Transformable'],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
