import type { ChartPlugin } from '../../core/chart-plugin.types';
import type { BigNumberTotalChartProps, BigNumberTotalFormData } from './big-number-total.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `big_number_total`: one aggregate value with a subheader. */
export const bigNumberTotalPlugin: ChartPlugin<BigNumberTotalFormData, BigNumberTotalChartProps> = {
  metadata: {
    vizType: 'big_number_total',
    name: translatable('Big Number'),
    description: translatable(
      'Showcases a single metric front-and-center. Big number is best used to call attention to a KPI or the one thing you want your audience to focus on.',
    ),
    category: translatable('KPI'),
    tags: [
      translatable('Additive'),
      translatable('Business'),
      translatable('Percentages'),
      translatable('Popular'),
      translatable('Report'),
      translatable('Description'),
    ],
    behaviors: ['DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
