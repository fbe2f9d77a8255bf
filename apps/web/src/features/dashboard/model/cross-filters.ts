import type { ExtraFormData, QueryObjectFilterClause } from '@tessera/viz';
import type { DashboardChart } from '../dashboard.types';

/** A chart's active cross-filter: what the filter bar chip shows and the filters other charts get. */
export interface CrossFilter {
  column: string;
  label: string;
  values: unknown[];
  filters: QueryObjectFilterClause[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function chartIds(value: unknown): number[] | null {
  return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : null;
}

/** `cross_filters_enabled` (spec part 2 §3: default true). */
export function crossFiltersEnabled(metadata: Record<string, unknown>): boolean {
  return metadata.cross_filters_enabled !== false;
}

/**
 * The charts a chart's cross-filter reaches: its own `chart_configuration` entry's `chartsInScope`, else
 * the `global_chart_configuration` one, else every other chart; always only charts on the emitting chart's
 * dataset (the filter column belongs to it) and never the emitting chart itself.
 */
export function crossFilterTargets(
  metadata: Record<string, unknown>,
  emitter: DashboardChart,
  charts: readonly DashboardChart[],
): number[] {
  const perChart = isRecord(metadata.chart_configuration) ? metadata.chart_configuration[String(emitter.id)] : undefined;
  const own = isRecord(perChart) && isRecord(perChart.crossFilters) ? chartIds(perChart.crossFilters.chartsInScope) : null;
  const global = isRecord(metadata.global_chart_configuration) ? chartIds(metadata.global_chart_configuration.chartsInScope) : null;
  const inScope = own ?? global;
  return charts
    .filter((chart) => chart.id !== emitter.id && chart.datasourceId === emitter.datasourceId)
    .filter((chart) => inScope === null || inScope.includes(chart.id))
    .map((chart) => chart.id);
}

/** The cross-filters other charts put on one chart, as `extra_form_data` filters. */
export function crossFilterExtraFormData(
  crossFilters: Readonly<Record<number, CrossFilter>>,
  metadata: Record<string, unknown>,
  charts: Readonly<Record<number, DashboardChart>>,
  chartId: number,
): ExtraFormData {
  if (!crossFiltersEnabled(metadata)) return {};
  const all = Object.values(charts);
  const filters = Object.entries(crossFilters).flatMap(([emitterId, crossFilter]) => {
    const emitter = charts[Number(emitterId)];
    return emitter && crossFilterTargets(metadata, emitter, all).includes(chartId) ? crossFilter.filters : [];
  });
  return filters.length > 0 ? { filters } : {};
}
