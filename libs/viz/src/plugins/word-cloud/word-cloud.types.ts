import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** How words turn: all flat, flat or upright, or at any angle. */
export type WordRotation = 'flat' | 'square' | 'random';

/** Form data of Superset's `word_cloud`, with its keys. */
export interface WordCloudFormData extends QueryFormData {
  series?: QueryFormColumn;
  metric?: QueryFormMetric;
  sort_by_metric?: boolean;
  size_from?: number | string;
  size_to?: number | string;
  rotation?: WordRotation;
}

export interface Word {
  text: string;
  value: number;
  formattedValue: string;
  fontSize: number;
  /** Degrees, clockwise. */
  rotate: number;
  color: string;
  seriesValue: DataValue;
}

/** A word where the layout put it: its centre relative to the chart's centre. */
export interface PlacedWord extends Word {
  x: number;
  y: number;
}

export interface WordCloudChartProps {
  width: number;
  height: number;
  words: Word[];
  seriesColumn: string;
  metricLabel: string;
}
