import type { AnyChartPlugin } from './core/chart-plugin.types';
import { bulletChartPlugin } from './plugins/bullet';
import { funnelChartPlugin } from './plugins/funnel';
import { gaugeChartPlugin } from './plugins/gauge';
import { radarChartPlugin } from './plugins/radar';
import { roseChartPlugin } from './plugins/rose';
import { sunburstChartPlugin } from './plugins/sunburst';
import { treemapChartPlugin } from './plugins/treemap';
import { waterfallChartPlugin } from './plugins/waterfall';
import { wordCloudChartPlugin } from './plugins/word-cloud';
import { scatterChartPlugin } from './plugins/timeseries-scatter';
import { smoothLineChartPlugin } from './plugins/timeseries-smooth';
import { stepLineChartPlugin } from './plugins/timeseries-step';

/** Chart types of Superset's gallery beyond the first thirteen (group A), in gallery order. */
export const GALLERY_PLUGINS_A: readonly AnyChartPlugin[] = [
  scatterChartPlugin,
  smoothLineChartPlugin,
  stepLineChartPlugin,
  funnelChartPlugin,
  gaugeChartPlugin,
  radarChartPlugin,
  treemapChartPlugin,
  sunburstChartPlugin,
  waterfallChartPlugin,
  wordCloudChartPlugin,
  roseChartPlugin,
  bulletChartPlugin,
];
