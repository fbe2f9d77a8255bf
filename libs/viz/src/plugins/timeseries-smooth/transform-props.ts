import type { TransformPropsInput } from '../../core/chart-plugin.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import { transformTimeseriesProps } from '../timeseries-common/transform-timeseries-props';
import type { TimeseriesChartProps } from '../timeseries-common/timeseries.types';

/** Smoothed lines without fill; Superset's smooth line has no stacking, so a saved `stack` is ignored. */
export function transformProps(input: TransformPropsInput<TimeseriesFormData>): TimeseriesChartProps {
  return { ...transformTimeseriesProps(input, false, 'smooth'), stack: 'none' };
}
