import type { TransformPropsInput } from '../../core/chart-plugin.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import { transformTimeseriesProps } from '../timeseries-common/transform-timeseries-props';
import type { TimeseriesChartProps } from '../timeseries-common/timeseries.types';

/** Line series without fill. */
export function transformProps(input: TransformPropsInput<TimeseriesFormData>): TimeseriesChartProps {
  return transformTimeseriesProps(input, false);
}
