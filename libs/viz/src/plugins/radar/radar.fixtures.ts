import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { RadarFormData } from './radar.types';

/** Three scores of two teams, as a `radar` query answers. */
export const TEAMS_FORM_DATA: RadarFormData = {
  datasource: '4__table',
  viz_type: 'radar',
  groupby: ['team'],
  metrics: ['speed', 'power', 'skill'],
  row_limit: 10,
  number_format: ',d',
};

export const TEAMS_RESULT: ChartDataResponseResult = {
  colnames: ['team', 'speed', 'power', 'skill'],
  coltypes: [1, 0, 0, 0],
  rowcount: 2,
  data: [
    { team: 'Reds', speed: 80, power: 40, skill: 100 },
    { team: 'Blues', speed: 40, power: 20, skill: 50 },
  ],
};
