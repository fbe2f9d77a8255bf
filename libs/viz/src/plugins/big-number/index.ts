import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { BigNumberChartProps, BigNumberFormData } from './big-number.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `big_number`: the latest value of a metric over time, its change and a trend line. */
export const bigNumberPlugin: ChartPlugin<BigNumberFormData, BigNumberChartProps> = {
  metadata: {
    vizType: 'big_number',
    name: translatable('Big Number with Trendline'),
    description: translatable(
      'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
    ),
    category: translatable('KPI'),
    tags: [
      translatable('Advanced-Analytics'),
      translatable('Line'),
      translatable('Percentages'),
      translatable('Popular'),
      translatable('Report'),
      translatable('Trend'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
