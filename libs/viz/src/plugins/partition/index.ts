import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { PartitionChartProps, PartitionFormData } from './partition.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `partition`: an icicle of a metric broken down along the hierarchy of the group-by columns. */
export const partitionChartPlugin: ChartPlugin<PartitionFormData, PartitionChartProps> = {
  metadata: {
    vizType: 'partition',
    name: translatable('Partition Chart'),
    description: translatable(
      'Compare the same summarized metric across multiple groups. The partition chart shows each level of the hierarchy as a column, each group sized by its value.',
    ),
    category: translatable('Part of a Whole'),
    tags: [translatable('Categorical'), translatable('Comparison'), translatable('Legacy'), translatable('Proportional')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
