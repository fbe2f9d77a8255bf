import type { TransformPropsInput } from '../../core/chart-plugin.types';
import type { DataRecord } from '../../core/query/chart-data.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import type { HorizonChartProps, HorizonFormData, HorizonSeries } from './horizon.types';

const TIMESTAMP = '__timestamp';

/**
 * One series per metric and dimension combination, named as Superset's legacy time series name
 * them (the dimension values, prefixed by the metric when there are several), points in time
 * order. With `contribution` each value is its share of the total of its timestamp.
 */
export function toSeries(
  rows: readonly DataRecord[],
  groupby: readonly string[],
  metrics: readonly string[],
  contribution: boolean,
): HorizonSeries[] {
  const totals = new Map<number, number>();
  if (contribution) {
    for (const row of rows) {
      const x = Number(row[TIMESTAMP]);
      const sum = metrics.reduce((acc, metric) => acc + (Number(row[metric]) || 0), 0);
      totals.set(x, (totals.get(x) ?? 0) + sum);
    }
  }
  const series = new Map<string, HorizonSeries>();
  for (const row of rows) {
    const x = Number(row[TIMESTAMP]);
    if (!Number.isFinite(x)) continue;
    const groups = groupby.map((column) => String(row[column]));
    for (const metric of metrics) {
      const raw = Number(row[metric]);
      if (row[metric] === null || !Number.isFinite(raw)) continue;
      const total = totals.get(x);
      const y = contribution ? (total ? raw / total : 0) : raw;
      const key = [...(metrics.length > 1 || groups.length === 0 ? [metric] : []), ...groups].join(', ');
      const entry = series.get(key) ?? { key, values: [] };
      entry.values.push({ x, y });
      series.set(key, entry);
    }
  }
  for (const entry of series.values()) entry.values.sort((a, b) => a.x - b.x);
  return [...series.values()];
}

export function transformProps(input: TransformPropsInput<HorizonFormData>): HorizonChartProps {
  const { formData, width, height } = input;
  const seriesHeight = parseInt(String(formData.series_height ?? 25), 10);
  return {
    width,
    height,
    series: toSeries(
      input.queriesData[0]?.data ?? [],
      ensureIsArray(formData.groupby).map(getColumnLabel),
      ensureIsArray(formData.metrics).map(getMetricLabel),
      Boolean(formData.contribution),
    ),
    seriesHeight: Number.isFinite(seriesHeight) && seriesHeight > 0 ? seriesHeight : 25,
    colorScale: formData.horizon_color_scale ?? 'series',
  };
}
