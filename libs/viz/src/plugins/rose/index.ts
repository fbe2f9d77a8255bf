import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { RoseChartProps, RoseFormData } from './rose.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `rose` (nightingale rose): a time series around a circle. */
export const roseChartPlugin: ChartPlugin<RoseFormData, RoseChartProps> = {
  metadata: {
    vizType: 'rose',
    name: translatable('Nightingale Rose Chart'),
    description: translatable(
      'A polar coordinate chart where the circle is broken into wedges of equal angle, and the value represented by any wedge is illustrated by its area, rather than its radius or sweep angle.',
    ),
    category: translatable('Ranking'),
    tags: [
      translatable('Legacy'),
      translatable('Advanced-Analytics'),
      translatable('Circular'),
      translatable('Multi-Layers'),
      translatable('Pattern'),
      translatable('Time'),
      translatable('Trend'),
    ],
    behaviors: ['DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
