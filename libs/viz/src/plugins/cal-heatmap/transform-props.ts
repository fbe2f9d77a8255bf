import { createSequentialScale, getSequentialScheme } from '../../color/sequential-schemes';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { ensureIsArray, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import { SUBDOMAIN_TIME_GRAIN } from './build-query';
import type { CalHeatmapChartProps, CalHeatmapFormData, CalendarMetric } from './cal-heatmap.types';
import { cellStart, layoutCalendar } from './calendar-layout';

const TIMESTAMP = '__timestamp';
const EMPTY_CELL = '#ededed';

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function toInteger(value: unknown, fallback: number, min: number): number {
  const number = parseInt(String(value ?? ''), 10);
  return Number.isFinite(number) && number >= min ? number : fallback;
}

/**
 * A calendar per metric: every cell of the blocks the data covers, coloured by which of the `steps`
 * equal bands of the metric's range its value falls in (all metrics share one range and legend).
 */
export function transformProps(input: TransformPropsInput<CalHeatmapFormData>): CalHeatmapChartProps {
  const { formData, width, height } = input;
  const rows = input.queriesData[0]?.data ?? [];
  const domain = formData.domain_granularity ?? 'month';
  const subdomain = formData.subdomain_granularity ?? 'day';
  const metrics = ensureIsArray(formData.metrics).map(getMetricLabel);
  const steps = toInteger(formData.steps, 10, 1);
  const values = rows.flatMap((row) => metrics.map((metric) => toNumber(row[metric]))).filter((value): value is number => value !== null);
  const [low, high] = values.length ? [Math.min(...values), Math.max(...values)] : [0, 1];
  const span = high === low ? 1 : high - low;
  const scale = createSequentialScale(getSequentialScheme(formData.linear_color_scheme), [0, Math.max(1, steps - 1)]);
  const step = (value: number) => Math.min(steps - 1, Math.floor(((value - low) / span) * steps));
  const formatValue = getNumberFormatter(formData.y_axis_format);
  const times = rows.map((row) => Number(row[TIMESTAMP])).filter(Number.isFinite);
  const placed = layoutCalendar(times, domain, subdomain);

  const calendars: CalendarMetric[] = metrics.map((metric) => {
    const byCell = new Map<number, number | null>();
    for (const row of rows) byCell.set(cellStart(Number(row[TIMESTAMP]), subdomain), toNumber(row[metric]));
    return {
      label: metric,
      domains: placed.map((block) => ({
        label: block.label,
        columns: block.columns,
        rows: block.rows,
        cells: block.cells.map((cell) => {
          const value = byCell.get(cell.time) ?? null;
          return {
            ...cell,
            value,
            color: value === null ? EMPTY_CELL : scale(step(value)),
            formattedValue: value === null ? '' : formatValue(value),
          };
        }),
      })),
    };
  });
  return {
    width,
    height,
    metrics: calendars,
    cellSize: toInteger(formData.cell_size, 10, 1),
    cellPadding: toInteger(formData.cell_padding, 2, 0),
    cellRadius: toInteger(formData.cell_radius, 0, 0),
    legend: Array.from({ length: steps }, (_, i) => ({ color: scale(i), label: formatValue(low + (span * i) / steps) })),
    showLegend: formData.show_legend ?? true,
    showValues: formData.show_values ?? false,
    showMetricName: formData.show_metric_name ?? true,
    formatTime: getTimeFormatter(formData.x_axis_time_format, SUBDOMAIN_TIME_GRAIN[subdomain]),
  };
}
