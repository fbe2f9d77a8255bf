import type { AnyChartPlugin } from './core/chart-plugin.types';
import { calHeatmapChartPlugin } from './plugins/cal-heatmap';
import { countryMapChartPlugin } from './plugins/country-map';
import { ganttChartPlugin } from './plugins/gantt';
import { handlebarsChartPlugin } from './plugins/handlebars';
import { mixedTimeseriesChartPlugin } from './plugins/mixed-timeseries';
import { partitionChartPlugin } from './plugins/partition';
import { timeTableChartPlugin } from './plugins/time-table';

/** The last chart types of Superset's gallery (group C), in gallery order; the country map after them. */
export const GALLERY_PLUGINS_C: readonly AnyChartPlugin[] = [
  mixedTimeseriesChartPlugin,
  timeTableChartPlugin,
  calHeatmapChartPlugin,
  partitionChartPlugin,
  handlebarsChartPlugin,
  ganttChartPlugin,
  countryMapChartPlugin,
];
