import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import type { WorldMapFormData, WorldMapProps, WorldMapRow } from './world-map.types';

/** Superset's default colour-picker colour, the bubbles' colour when none was picked. */
const DEFAULT_BUBBLE_COLOR = { r: 0, g: 122, b: 135 };

const hex = (value: number) =>
  Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0');

/**
 * The rows with their colour and bubble metrics formatted with the y-axis format; countries are
 * matched to shapes by the renderer, which carries the atlas.
 */
export function transformProps(input: TransformPropsInput<WorldMapFormData>): WorldMapProps {
  const { formData, width, height, hooks } = input;
  const entityColumn = formData.entity ? getColumnLabel(formData.entity) : '';
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const bubbleLabel = formData.secondary_metric ? getMetricLabel(formData.secondary_metric) : undefined;
  const format = getNumberFormatter(formData.y_axis_format);
  const rows: WorldMapRow[] = (input.queriesData[0]?.data ?? []).map((row) => {
    const m1 = Number(row[metricLabel]);
    const m2 = bubbleLabel ? Number(row[bubbleLabel]) : undefined;
    return {
      entity: row[entityColumn] ?? null,
      m1,
      formattedM1: format(m1),
      ...(m2 !== undefined ? { m2, formattedM2: format(m2) } : {}),
    };
  });
  const { r, g, b } = formData.color_picker ?? DEFAULT_BUBBLE_COLOR;
  const maxBubbleSize = parseInt(String(formData.max_bubble_size ?? '25'), 10);
  return {
    width,
    height,
    entityColumn,
    metricLabel,
    bubbleLabel,
    countryFieldType: formData.country_fieldtype ?? 'cca2',
    rows,
    colorBy: formData.color_by === 'country' ? 'country' : 'metric',
    linearColorScheme: formData.linear_color_scheme,
    colorScheme: formData.color_scheme,
    colorNamespace: hooks?.colorNamespace ?? formData.color_namespace,
    labelColors: formData.label_colors,
    showBubbles: formData.show_bubbles ?? false,
    maxBubbleSize: Number.isFinite(maxBubbleSize) ? maxBubbleSize : 25,
    bubbleColor: `#${hex(r)}${hex(g)}${hex(b)}`,
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: Boolean(entityColumn),
  };
}
