import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { BoxPlotChartProps, BoxPlotFormData } from './box-plot.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `box_plot`: the distribution of metrics per group, with whiskers and outliers. */
export const boxPlotChartPlugin: ChartPlugin<BoxPlotFormData, BoxPlotChartProps> = {
  metadata: {
    vizType: 'box_plot',
    name: translatable('Box Plot'),
    description: translatable(
      'Also known as a box and whisker plot, this visualization compares the distributions of a related metric across multiple groups. The box in the middle emphasizes the mean, median, and inner 2 quartiles. The whiskers around each box visualize the min, max, range, and outer 2 quartiles.',
    ),
    category: translatable('Distribution'),
    tags: [translatable('Comparison'), translatable('Distribution'), translatable('Statistical')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
