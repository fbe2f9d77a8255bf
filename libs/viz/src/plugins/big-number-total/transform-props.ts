import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { getMetricLabel } from '../../core/query/labels';
import { headerFormatter, parseMetricValue } from '../big-number-common/big-number-value';
import type { BigNumberTotalChartProps, BigNumberTotalFormData } from './big-number-total.types';

/** The single aggregate value, formatted by its type, with the form's subheader text. */
export function transformProps(input: TransformPropsInput<BigNumberTotalFormData>): BigNumberTotalChartProps {
  const { formData, width, height } = input;
  const result = input.queriesData[0];
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : 'value';
  const raw = result?.data[0]?.[metricLabel] ?? null;
  const bigNumber = typeof raw === 'string' && parseMetricValue(raw) === null ? raw : parseMetricValue(raw);
  const format = headerFormatter(result, metricLabel, {
    numberFormat: formData.y_axis_format,
    timeFormat: formData.time_format,
    forceTimestamp: formData.force_timestamp_formatting,
  });
  return {
    width,
    height,
    bigNumber,
    formattedBigNumber: format(bigNumber),
    subheader: formData.subheader ?? '',
    headerFontSize: formData.header_font_size ?? 0.4,
    subheaderFontSize: formData.subheader_font_size ?? 0.15,
    metricLabel,
  };
}
