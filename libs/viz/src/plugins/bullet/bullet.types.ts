import type { QueryFormData, QueryFormMetric } from '../../core/query/query.types';
import type { NumberFormatter } from '../../format/number-format';

/** Form data of Superset's `bullet`: the lists are comma-separated text, as its controls save them. */
export interface BulletFormData extends QueryFormData {
  metric?: QueryFormMetric;
  ranges?: string;
  range_labels?: string;
  markers?: string;
  marker_labels?: string;
  marker_lines?: string;
  marker_line_labels?: string;
}

export interface BulletMark {
  value: number;
  label: string;
}

export interface BulletChartProps {
  width: number;
  height: number;
  metricLabel: string;
  /** The measured value; null without a result. */
  measure: number | null;
  /** Qualitative bands, largest first (drawn behind, lightest to darkest). */
  ranges: BulletMark[];
  markers: BulletMark[];
  markerLines: BulletMark[];
  formatter: NumberFormatter;
}
