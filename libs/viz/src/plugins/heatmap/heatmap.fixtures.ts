import type { ChartDataResponseResult } from '../../core/query/chart-data.types';

/** A ranked heatmap result: two states by two genders, as the server returns it. */
export const heatmapResult: ChartDataResponseResult = {
  colnames: ['state', 'gender', 'sum__num', 'rank'],
  coltypes: [1, 1, 0, 0],
  rowcount: 4,
  data: [
    { state: 'NY', gender: 'boy', sum__num: 30, rank: 0.75 },
    { state: 'CA', gender: 'boy', sum__num: 10, rank: 0.25 },
    { state: 'CA', gender: 'girl', sum__num: 20, rank: 0.5 },
    { state: 'NY', gender: 'girl', sum__num: 40, rank: 1 },
  ],
};
