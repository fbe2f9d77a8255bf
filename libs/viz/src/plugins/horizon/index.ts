import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { HorizonChartProps, HorizonFormData } from './horizon.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `horizon`: many time series folded into compact colour bands, one row each. */
export const horizonChartPlugin: ChartPlugin<HorizonFormData, HorizonChartProps> = {
  metadata: {
    vizType: 'horizon',
    name: translatable('Horizon Chart'),
    description: translatable(
      'Compares how a metric changes over time between different groups. Each group is mapped to a row and change over time is visualized bar lengths and color.',
    ),
    category: translatable('Distribution'),
    tags: [translatable('Legacy')],
    behaviors: [],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
