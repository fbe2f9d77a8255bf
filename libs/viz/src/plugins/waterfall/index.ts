import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import type { WaterfallChartProps, WaterfallFormData } from './waterfall.types';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `waterfall`: how a total builds up from increases and decreases. */
export const waterfallChartPlugin: ChartPlugin<WaterfallFormData, WaterfallChartProps> = {
  metadata: {
    vizType: 'waterfall',
    name: translatable('Waterfall Chart'),
    description: translatable(
      'A waterfall chart is a form of data visualization that helps in understanding the cumulative effect of sequentially introduced positive or negative values. These intermediate values can either be time based or category based.',
    ),
    category: translatable('Evolution'),
    tags: [
      translatable('Categorical'),
      translatable('Comparison'),
      translatable('ECharts'),
      translatable('Sequential'),
      translatable('Trend'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
