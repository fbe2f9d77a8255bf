import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import type { CalHeatmapChartProps, CalHeatmapFormData } from './cal-heatmap.types';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `cal_heatmap`: a metric's value per period laid out as a calendar of coloured cells. */
export const calHeatmapChartPlugin: ChartPlugin<CalHeatmapFormData, CalHeatmapChartProps> = {
  metadata: {
    vizType: 'cal_heatmap',
    name: translatable('Calendar Heatmap'),
    description: translatable(
      "Visualizes how a metric has changed over a time using a color scale and a calendar view. Gray values are used to indicate missing values and the linear color scheme is used to encode the magnitude of each day's value.",
    ),
    category: translatable('Correlation'),
    tags: [
      translatable('Business'),
      translatable('Comparison'),
      translatable('Intensity'),
      translatable('Pattern'),
      translatable('Report'),
      translatable('Trend'),
    ],
    behaviors: ['INTERACTIVE_CHART'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
