import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { TreeChartProps, TreeFormData } from './tree.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `tree_chart`: a hierarchy of id/parent rows drawn as a tidy or radial tree. */
export const treeChartPlugin: ChartPlugin<TreeFormData, TreeChartProps> = {
  metadata: {
    vizType: 'tree_chart',
    name: translatable('Tree Chart'),
    description: translatable('Visualize multiple levels of hierarchy using a familiar tree-like structure.'),
    category: translatable('Part of a Whole'),
    tags: [translatable('Categorical'), translatable('Structural')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
