import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { TreemapChartProps, TreemapFormData } from './treemap.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `treemap_v2`: a metric broken down along a hierarchy as nested rectangles. */
export const treemapChartPlugin: ChartPlugin<TreemapFormData, TreemapChartProps> = {
  metadata: {
    vizType: 'treemap_v2',
    name: translatable('Treemap'),
    description: translatable(
      'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
    ),
    category: translatable('Part of a Whole'),
    tags: [
      translatable('Categorical'),
      translatable('Comparison'),
      translatable('ECharts'),
      translatable('Multi-Levels'),
      translatable('Percentages'),
      translatable('Proportional'),
      translatable('Featured'),
    ],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsCrossFilter: true,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
