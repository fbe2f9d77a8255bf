import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { RoseChartProps, RoseFormData } from './rose.types';
import { transformProps } from './transform-props';

/** Superset's `rose` (nightingale rose): a time series around a circle. */
export const roseChartPlugin: ChartPlugin<RoseFormData, RoseChartProps> = {
  metadata: {
    vizType: 'rose',
    name: 'Nightingale Rose Chart',
    description:
      'A polar coordinate chart where the circle is broken into wedges of equal angle, and the value represented by any wedge is illustrated by its area, rather than its radius or sweep angle.',
    category: 'Ranking',
    tags: ['Legacy', 'Advanced-Analytics', 'Circular', 'Multi-Layers', 'Pattern', 'Time', 'Trend'],
    behaviors: ['DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
