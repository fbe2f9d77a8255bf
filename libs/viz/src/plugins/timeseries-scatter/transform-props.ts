import type { TransformPropsInput } from '../../core/chart-plugin.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import { transformTimeseriesProps } from '../timeseries-common/transform-timeseries-props';
import type { TimeseriesChartProps } from '../timeseries-common/timeseries.types';

/** Markers alone, sized by `markerSize`: a scatter series always shows its points. */
export function transformProps(input: TransformPropsInput<TimeseriesFormData>): TimeseriesChartProps {
  return transformTimeseriesProps(input, false, 'scatter');
}
