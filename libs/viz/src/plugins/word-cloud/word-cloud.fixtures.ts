import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { WordCloudFormData } from './word-cloud.types';

/** Births per first name, as a `word_cloud` query answers. */
export const NAMES_FORM_DATA: WordCloudFormData = {
  datasource: '1__table',
  viz_type: 'word_cloud',
  series: 'name',
  metric: 'sum__num',
  row_limit: 100,
  size_from: 10,
  size_to: 70,
  rotation: 'flat',
};

export const NAMES_RESULT: ChartDataResponseResult = {
  colnames: ['name', 'sum__num'],
  coltypes: [1, 0],
  rowcount: 4,
  data: [
    { name: 'Michael', sum__num: 1000 },
    { name: 'Anna', sum__num: 550 },
    { name: 'Tom', sum__num: 100 },
    { name: 'Eve', sum__num: 325 },
  ],
};
