import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

export type GraphLayoutType = 'force' | 'circular';
export type EdgeSymbol = 'none' | 'circle' | 'arrow';

/** Superset's graph form data; the option keys are camelCase as Superset's control panel saves them. */
export interface GraphFormData extends QueryFormData {
  source?: QueryFormColumn;
  target?: QueryFormColumn;
  metric?: QueryFormMetric;
  source_category?: QueryFormColumn | null;
  target_category?: QueryFormColumn | null;
  show_legend?: boolean;
  legendSort?: 'asc' | 'desc' | null;
  layout?: GraphLayoutType;
  edgeSymbol?: string;
  draggable?: boolean;
  roam?: boolean | 'scale' | 'move';
  selectedMode?: false | 'single' | 'multiple';
  showSymbolThreshold?: number | string;
  baseNodeSize?: number | string;
  baseEdgeWidth?: number | string;
  edgeLength?: number;
  gravity?: number;
  repulsion?: number;
  friction?: number;
}

export interface GraphNode {
  id: number;
  name: string;
  /** The column the node's name came from first (source or target), for filters. */
  column: string;
  /** Sum of the metric over the node's edges. */
  value: number;
  category?: string;
  color: string;
  /** Diameter in pixels. */
  size: number;
  showLabel: boolean;
}

export interface GraphEdge {
  source: number;
  target: number;
  value: number;
  color: string;
  width: number;
}

export interface GraphCategory {
  name: string;
  color: string;
}

export interface GraphChartProps {
  width: number;
  height: number;
  metricLabel: string;
  sourceColumn: string;
  targetColumn: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Legend entries, sorted as `legendSort` asks. */
  categories: GraphCategory[];
  showLegend: boolean;
  layout: GraphLayoutType;
  edgeSymbols: [EdgeSymbol, EdgeSymbol];
  edgeSymbolSize: number;
  draggable: boolean;
  roam: boolean | 'scale' | 'move';
  selectedMode: false | 'single' | 'multiple';
  edgeLength: number;
  gravity: number;
  repulsion: number;
  friction: number;
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}

/** Superset's defaults for the graph's options. */
export const GRAPH_DEFAULTS = {
  layout: 'force',
  roam: true,
  draggable: false,
  selectedMode: 'single',
  showSymbolThreshold: 0,
  repulsion: 1000,
  gravity: 0.3,
  edgeSymbol: 'none,arrow',
  edgeLength: 400,
  baseEdgeWidth: 3,
  baseNodeSize: 20,
  friction: 0.2,
} as const;
