import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { shippedCountry } from './country-shapes';
import type { CountryMapFormData, CountryMapProps, CountryMapRow } from './country-map.types';

/**
 * The rows' region codes with their metric, formatted with the number format. A country whose
 * shapes are not shipped is refused here, before any drawing, with an error that names it.
 */
export function transformProps(input: TransformPropsInput<CountryMapFormData>): CountryMapProps {
  const { formData, width, height } = input;
  shippedCountry(formData.select_country);
  const entityColumn = formData.entity ? getColumnLabel(formData.entity) : '';
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const format = getNumberFormatter(formData.number_format);
  const rows: CountryMapRow[] = (input.queriesData[0]?.data ?? []).map((row) => {
    const value = Number(row[metricLabel]);
    return { region: row[entityColumn] ?? null, value, formatted: format(value) };
  });
  return {
    width,
    height,
    country: formData.select_country as string,
    entityColumn,
    metricLabel,
    rows,
    linearColorScheme: formData.linear_color_scheme,
  };
}
