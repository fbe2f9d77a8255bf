import type { TransformPropsInput } from '../../core/chart-plugin.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import { transformTimeseriesProps } from '../timeseries-common/transform-timeseries-props';
import type { TimeseriesChartProps } from '../timeseries-common/timeseries.types';

/** Filled series; the form's `stack` decides whether they overlap, pile up or fill 100 %. */
export function transformProps(input: TransformPropsInput<TimeseriesFormData>): TimeseriesChartProps {
  return transformTimeseriesProps(input, true);
}
