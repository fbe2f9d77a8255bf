import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

export interface CountryMapFormData extends QueryFormData {
  /** Superset's country key (`usa`, `france`…): whose regions are drawn. */
  select_country?: string | null;
  /** The column holding ISO 3166-2 region codes (`US-CA`, or `CA` alone). */
  entity?: QueryFormColumn;
  metric?: QueryFormMetric;
  number_format?: string;
  linear_color_scheme?: string;
}

/** One row: the region code as the column holds it, and its metric. */
export interface CountryMapRow {
  region: DataValue;
  value: number;
  formatted: string;
}

export interface CountryMapProps {
  width: number;
  height: number;
  /** A key of the shipped countries (`SHIPPED_COUNTRIES`). */
  country: string;
  entityColumn: string;
  metricLabel: string;
  rows: CountryMapRow[];
  linearColorScheme?: string;
}
