import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import type { WorldMapFormData, WorldMapProps } from './world-map.types';

/** Superset's `world_map`: countries shaded by a metric on shipped country shapes, bubbles on request. */
export const worldMapChartPlugin: ChartPlugin<WorldMapFormData, WorldMapProps> = {
  metadata: {
    vizType: 'world_map',
    name: 'World Map',
    description:
      'A map of the world, that can indicate values in different countries. Countries are shaded by a metric, and bubbles can show a second metric.',
    category: 'Map',
    tags: ['2D', 'Comparison', 'Intensity', 'Legacy', 'Multi-Dimensions'],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
