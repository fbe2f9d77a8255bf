import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { BubbleFormData } from './bubble.types';

export const bubbleFormData: BubbleFormData = {
  datasource: '9__table',
  viz_type: 'bubble_v2',
  entity: 'country',
  series: 'region',
  x: 'gdp',
  y: 'life',
  size: 'population',
  max_bubble_size: 40,
};

/** Three countries in two regions, as the chart-data endpoint returns them. */
export const bubbleResult: ChartDataResponseResult = {
  colnames: ['country', 'region', 'gdp', 'life', 'population'],
  coltypes: [1, 1, 0, 0, 0],
  rowcount: 3,
  data: [
    { country: 'A', region: 'north', gdp: 1, life: 10, population: 100 },
    { country: 'B', region: 'south', gdp: 3, life: 30, population: 25 },
    { country: 'C', region: 'north', gdp: 4, life: 20, population: 400 },
  ],
};
