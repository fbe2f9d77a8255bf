import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

export interface SankeyFormData extends QueryFormData {
  source?: QueryFormColumn;
  target?: QueryFormColumn;
  metric?: QueryFormMetric;
  sort_by_metric?: boolean;
}

/** A flow between two nodes as the query returned it. */
export interface SankeyLinkInput {
  source: string;
  target: string;
  value: number;
  /** The raw column values, kept for drill to detail. */
  sourceValue: DataValue;
  targetValue: DataValue;
}

export interface SankeyNode {
  name: string;
  color: string;
  /** The larger of the flows in and out of the node. */
  value: number;
  depth: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** The node's raw value and the column it comes from, for drill to detail. */
  rawValue: DataValue;
  column: string;
}

export interface SankeyLink {
  source: SankeyNode;
  target: SankeyNode;
  value: number;
  /** Band width in pixels. */
  width: number;
  /** Band centre where it leaves the source and where it reaches the target. */
  y0: number;
  y1: number;
}

export interface SankeyChartProps {
  width: number;
  height: number;
  metricLabel: string;
  sourceColumn: string;
  targetColumn: string;
  links: SankeyLinkInput[];
  /** Node colours by name, from the dashboard's scheme and label colours. */
  colors: Record<string, string>;
}
