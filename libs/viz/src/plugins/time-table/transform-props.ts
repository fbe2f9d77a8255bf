import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { DEFAULT_NUMBER_FORMAT, getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import { boundColor, cellValue, pivotSeries, sparkPoints, toInteger } from './time-table-cells';
import type { TimeTableCell, TimeTableChartProps, TimeTableColumnConfig, TimeTableFormData } from './time-table.types';

const PERCENT_FORMAT = '.1%';
const SHARES = new Set(['perc', 'perc_change']);

function columnLabel(column: TimeTableColumnConfig): string {
  if (column.label) return column.label;
  if (column.colType === 'spark') return 'Sparkline';
  if (column.colType === 'time') return `${column.comparisonType || 'value'} ${toInteger(column.timeLag, 0)} periods ago`;
  if (column.colType === 'contrib') return 'Contribution';
  if (column.colType === 'avg') return 'Average';
  return 'Value';
}

/** The format a number column reads in: its own d3 format, percentages for shares and ratios. */
function formatOf(column: TimeTableColumnConfig): (value: number | null) => string {
  if (column.d3format) return getNumberFormatter(column.d3format);
  const share = column.colType === 'contrib' || (column.colType === 'time' && SHARES.has(column.comparisonType ?? ''));
  return getNumberFormatter(share ? PERCENT_FORMAT : DEFAULT_NUMBER_FORMAT);
}

/** A row per metric (or per dimension value when grouped), a cell per configured column. */
export function transformProps(input: TransformPropsInput<TimeTableFormData>): TimeTableChartProps {
  const { formData, width, height } = input;
  const metrics = ensureIsArray(formData.metrics).map(getMetricLabel);
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const columns = ensureIsArray(formData.column_collection);
  const series = pivotSeries(input.queriesData[0]?.data ?? [], groupby.length ? metrics.slice(0, 1) : metrics, groupby);
  return {
    width,
    height,
    columns: columns.map((column) => ({ label: columnLabel(column), tooltip: column.tooltip ?? '' })),
    groupby,
    rows: series.map((row) => ({
      label: row.label,
      groupValues: row.groupValues,
      cells: columns.map((column): TimeTableCell => {
        const format = formatOf(column);
        if (column.colType === 'spark') {
          return {
            kind: 'spark',
            points: sparkPoints(column, row),
            width: toInteger(column.width, 160),
            height: toInteger(column.height, 28),
            sparkType: column.sparkType === 'bar' ? 'bar' : 'line',
            showYAxis: Boolean(column.showYAxis),
            format,
            formatTime: getTimeFormatter(column.dateFormat, formData.time_grain_sqla),
          };
        }
        const { value, error } = cellValue(column, row, series);
        return {
          kind: 'value',
          value,
          text: value === null ? '' : format(value),
          color: boundColor(value, column.bounds),
          ...(error ? { error } : {}),
        };
      }),
    })),
  };
}
