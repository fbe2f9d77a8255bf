import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** Height of a group's header band, where its name sits when upper labels show. */
export const UPPER_LABEL_HEIGHT = 18;

export type TreemapLabelType = 'key' | 'value' | 'key_value';

/** Form data of Superset's `treemap_v2`, with its keys. */
export interface TreemapFormData extends QueryFormData {
  groupby?: QueryFormColumn[];
  metric?: QueryFormMetric;
  sort_by_metric?: boolean;
  show_labels?: boolean;
  show_upper_labels?: boolean;
  label_type?: TreemapLabelType;
  number_format?: string;
  date_format?: string;
}

/** A rectangle to draw: a group (with its children inside) or a leaf. */
export interface TreemapTile {
  key: string;
  name: string;
  label: string;
  depth: number;
  isLeaf: boolean;
  color: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Tooltip: the path from the top, and the value with its share of the parent. */
  pathLabel: string;
  valueLabel: string;
  groupValues: DataValue[];
}

export interface TreemapChartProps {
  width: number;
  height: number;
  tiles: TreemapTile[];
  metricLabel: string;
  groupby: string[];
  showLabels: boolean;
  showUpperLabels: boolean;
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
