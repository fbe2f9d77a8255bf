import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { TreeFormData } from './tree.types';

export const treeFormData: TreeFormData = {
  datasource: '3__table',
  viz_type: 'tree_chart',
  id: 'id',
  parent: 'parent',
  name: 'name',
  metric: 'count',
  row_limit: 1000,
};

/** An organisation: the CEO under an empty parent, two reports, two teams under the CTO. */
export const treeResult: ChartDataResponseResult = {
  colnames: ['id', 'parent', 'name', 'count'],
  coltypes: [1, 1, 1, 0],
  rowcount: 5,
  data: [
    { id: 'ceo', parent: '', name: 'Ada', count: 10 },
    { id: 'cto', parent: 'ceo', name: 'Bob', count: 6 },
    { id: 'cfo', parent: 'ceo', name: 'Cy', count: 3 },
    { id: 'dev', parent: 'cto', name: 'Dee', count: 5 },
    { id: 'ops', parent: 'cto', name: 'Eve', count: null },
  ],
};
