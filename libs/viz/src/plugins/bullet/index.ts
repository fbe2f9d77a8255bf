import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import type { BulletChartProps, BulletFormData } from './bullet.types';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `bullet`: one value against qualitative ranges and targets. */
export const bulletChartPlugin: ChartPlugin<BulletFormData, BulletChartProps> = {
  metadata: {
    vizType: 'bullet',
    name: translatable('Bullet Chart'),
    description: translatable(
      'Showcases the progress of a single metric against a given target. The higher the fill, the closer the metric is to the target.',
    ),
    category: translatable('KPI'),
    tags: [translatable('Business'), translatable('Legacy'), translatable('Report')],
    behaviors: ['DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
