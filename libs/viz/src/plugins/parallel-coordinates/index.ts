import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { ParallelCoordinatesFormData, ParallelCoordinatesProps } from './parallel-coordinates.types';
import { transformProps } from './transform-props';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `para`: each row as a line across one vertical axis per metric. */
export const parallelCoordinatesChartPlugin: ChartPlugin<ParallelCoordinatesFormData, ParallelCoordinatesProps> = {
  metadata: {
    vizType: 'para',
    name: translatable('Parallel Coordinates'),
    description: translatable(
      'Plots the individual metrics for each row in the data vertically and links them together as a line. This chart is useful for comparing multiple metrics across all of the samples or rows in the data.',
    ),
    category: translatable('Ranking'),
    tags: [translatable('Directional'), translatable('Legacy'), translatable('Proportional')],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
