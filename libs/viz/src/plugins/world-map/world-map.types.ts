import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** How the country column names countries (Superset's `country_fieldtype`). */
export type CountryFieldType = 'name' | 'cioc' | 'cca2' | 'cca3';

export interface WorldMapFormData extends QueryFormData {
  entity?: QueryFormColumn;
  country_fieldtype?: CountryFieldType;
  metric?: QueryFormMetric;
  secondary_metric?: QueryFormMetric | null;
  sort_by_metric?: boolean;
  show_bubbles?: boolean;
  max_bubble_size?: number | string;
  /** The bubble colour as Superset's colour picker saves it. */
  color_picker?: { r: number; g: number; b: number; a?: number };
  color_by?: 'metric' | 'country';
  linear_color_scheme?: string;
  y_axis_format?: string;
}

/** One row: the country as the column holds it, the colour metric and the bubble metric. */
export interface WorldMapRow {
  entity: DataValue;
  m1: number;
  m2?: number;
  formattedM1: string;
  formattedM2?: string;
}

export interface WorldMapProps {
  width: number;
  height: number;
  entityColumn: string;
  metricLabel: string;
  bubbleLabel?: string;
  countryFieldType: CountryFieldType;
  rows: WorldMapRow[];
  colorBy: 'metric' | 'country';
  linearColorScheme?: string;
  colorScheme?: string;
  colorNamespace?: string;
  labelColors?: Record<string, string>;
  showBubbles: boolean;
  maxBubbleSize: number;
  bubbleColor: string;
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
