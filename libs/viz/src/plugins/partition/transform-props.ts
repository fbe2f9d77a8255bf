import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import type { DataValue } from '../../core/query/chart-data.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import { buildPartitionTree, TIMESTAMP, type PartitionTreeNode } from './partition-tree';
import type { PartitionChartProps, PartitionFormData, PartitionNode } from './partition.types';

const ROOT_COLOR = '#d9d9d9';

function toNumber(value: unknown, fallback: number): number {
  const number = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(number) ? number : fallback;
}

/**
 * A tree per metric over the hierarchy (periods first for the time-series option), each top-level
 * branch coloured from the dashboard's scheme and its descendants in the same colour.
 */
export function transformProps(input: TransformPropsInput<PartitionFormData>): PartitionChartProps {
  const { formData, width, height, hooks } = input;
  const rows = input.queriesData[0]?.data ?? [];
  const option = formData.time_series_option ?? 'not_time';
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const columns = option === 'time_series' ? [TIMESTAMP, ...groupby] : groupby;
  const formatTime = getTimeFormatter(formData.date_time_format, formData.time_grain_sqla);
  const formatName = (value: DataValue, column: string) =>
    column === TIMESTAMP && typeof value === 'number' ? formatTime(value) : String(value);
  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const paint = (node: PartitionTreeNode, color: string): PartitionNode => ({
    ...node,
    color,
    children: node.children.map((child) => paint(child, color === ROOT_COLOR ? colors.getColor(child.name) : color)),
  });
  const limit = toNumber(formData.partition_limit, 0);
  const threshold = toNumber(formData.partition_threshold, 0);
  return {
    width,
    height,
    trees:
      columns.length === 0 || rows.length === 0
        ? []
        : ensureIsArray(formData.metrics)
            .map(getMetricLabel)
            .map((metric) => paint(buildPartitionTree(rows, columns, metric, option, formatName, limit, threshold), ROOT_COLOR)),
    columns,
    formatValue: getNumberFormatter(formData.number_format),
    logScale: formData.log_scale ?? false,
    equalDateSize: formData.equal_date_size ?? true,
    richTooltip: formData.rich_tooltip ?? true,
  };
}
