import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import type { WorldMapFormData, WorldMapProps } from './world-map.types';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `world_map`: countries shaded by a metric on shipped country shapes, bubbles on request. */
export const worldMapChartPlugin: ChartPlugin<WorldMapFormData, WorldMapProps> = {
  metadata: {
    vizType: 'world_map',
    name: translatable('World Map'),
    description: translatable(
      'A map of the world, that can indicate values in different countries. Countries are shaded by a metric, and bubbles can show a second metric.',
    ),
    category: translatable('Map'),
    tags: [
      translatable('2D'),
      translatable('Comparison'),
      translatable('Intensity'),
      translatable('Legacy'),
      translatable('Multi-Dimensions'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
