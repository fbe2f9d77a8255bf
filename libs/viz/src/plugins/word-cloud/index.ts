import type { ChartPlugin } from '../../core/chart-plugin.types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { transformProps } from './transform-props';
import type { WordCloudChartProps, WordCloudFormData } from './word-cloud.types';
import { translatable } from '../../core/i18n/translatable';

/** Superset's `word_cloud`: the words of a column sized by a metric. */
export const wordCloudChartPlugin: ChartPlugin<WordCloudFormData, WordCloudChartProps> = {
  metadata: {
    vizType: 'word_cloud',
    name: translatable('Word Cloud'),
    description: translatable('Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency.'),
    category: translatable('Ranking'),
    tags: [translatable('Categorical'), translatable('Comparison'), translatable('Density'), translatable('Single Metric')],
    behaviors: ['DRILL_TO_DETAIL'],
    supportsCrossFilter: false,
  },
  buildQuery,
  transformProps,
  controlPanel,
  loadRenderer: () => import('./renderer').then((module) => module.renderer),
};
