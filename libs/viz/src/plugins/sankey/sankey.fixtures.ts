import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { SankeyFormData } from './sankey.types';

export const sankeyFormData: SankeyFormData = {
  datasource: '3__table',
  viz_type: 'sankey_v2',
  source: 'region',
  target: 'channel',
  metric: 'sum__sales',
  row_limit: 100,
};

/** Two regions feeding two channels, one channel feeding a third stage, and a flow closing a cycle. */
export const sankeyResult: ChartDataResponseResult = {
  colnames: ['region', 'channel', 'sum__sales'],
  coltypes: [1, 1, 0],
  rowcount: 6,
  data: [
    { region: 'A', channel: 'X', sum__sales: 30 },
    { region: 'A', channel: 'Y', sum__sales: 10 },
    { region: 'B', channel: 'X', sum__sales: 20 },
    { region: 'X', channel: 'Z', sum__sales: 50 },
    { region: 'Z', channel: 'A', sum__sales: 5 },
    { region: 'B', channel: 'Y', sum__sales: null },
  ],
};
