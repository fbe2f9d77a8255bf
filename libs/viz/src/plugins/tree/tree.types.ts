import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';
import type { RoamMode } from '../../core/render/roam';

export type TreeLayoutType = 'orthogonal' | 'radial';
export type TreeOrient = 'LR' | 'RL' | 'TB' | 'BT';
export type LabelPosition = 'left' | 'top' | 'right' | 'bottom';
export type TreeSymbol = 'emptyCircle' | 'circle' | 'rect' | 'triangle' | 'diamond' | 'pin' | 'arrow' | 'none';

/** Superset's tree form data (`symbolSize` is camelCase as its control panel saves it). */
export interface TreeFormData extends QueryFormData {
  id?: QueryFormColumn;
  parent?: QueryFormColumn;
  name?: QueryFormColumn | null;
  root_node_id?: string | number | null;
  metric?: QueryFormMetric;
  layout?: TreeLayoutType;
  orient?: TreeOrient;
  node_label_position?: LabelPosition;
  child_label_position?: LabelPosition;
  emphasis?: 'ancestor' | 'descendant';
  symbol?: TreeSymbol;
  symbolSize?: number;
  roam?: RoamMode;
}

/** A node of the tree as built from the rows: its id for drill to detail, its name and metric value. */
export interface TreeDatum {
  key: string;
  id: DataValue;
  name: string;
  value?: number;
  /** A root no row describes, only named as the parent of rows: its rows are found by parent. */
  virtual?: boolean;
  children: TreeDatum[];
}

export interface TreeChartProps {
  width: number;
  height: number;
  /** Undefined when no root could be found. */
  root?: TreeDatum;
  idColumn: string;
  parentColumn: string;
  metricLabel: string;
  color: string;
  layout: TreeLayoutType;
  orient: TreeOrient;
  nodeLabelPosition: LabelPosition;
  childLabelPosition: LabelPosition;
  emphasis: 'ancestor' | 'descendant';
  symbol: TreeSymbol;
  symbolSize: number;
  roam: RoamMode;
}

/** Superset's defaults for the tree's options. */
export const TREE_DEFAULTS = {
  layout: 'orthogonal',
  orient: 'LR',
  symbol: 'emptyCircle',
  symbolSize: 7,
  roam: true,
  node_label_position: 'left',
  child_label_position: 'bottom',
  emphasis: 'descendant',
} as const;
