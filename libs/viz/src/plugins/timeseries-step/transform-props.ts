import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { transformTimeseriesProps } from '../timeseries-common/transform-timeseries-props';
import type { TimeseriesChartProps } from '../timeseries-common/timeseries.types';
import type { StepFormData, StepType } from './step.types';

const STEP_TYPES: readonly StepType[] = ['start', 'middle', 'end'];

/** Stepped lines, stepping where `seriesType` says (at the start by default), filled when `area` is on. */
export function transformProps(input: TransformPropsInput<StepFormData>): TimeseriesChartProps {
  const { seriesType, area } = input.formData;
  const step = STEP_TYPES.includes(seriesType as StepType) ? (seriesType as StepType) : 'start';
  return transformTimeseriesProps(input, Boolean(area), step);
}
