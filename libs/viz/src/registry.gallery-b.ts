import type { AnyChartPlugin } from './core/chart-plugin.types';
import { graphChartPlugin } from './plugins/graph';
import { horizonChartPlugin } from './plugins/horizon';
import { parallelCoordinatesChartPlugin } from './plugins/parallel-coordinates';
import { sankeyChartPlugin } from './plugins/sankey';
import { treeChartPlugin } from './plugins/tree';
import { worldMapChartPlugin } from './plugins/world-map';

/** Chart types of Superset's gallery beyond the first thirteen (group B), in gallery order. */
export const GALLERY_PLUGINS_B: readonly AnyChartPlugin[] = [
  sankeyChartPlugin,
  graphChartPlugin,
  treeChartPlugin,
  worldMapChartPlugin,
  horizonChartPlugin,
  parallelCoordinatesChartPlugin,
];
