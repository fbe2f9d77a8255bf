import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';

/** Where the step falls between two points, as Superset's `seriesType` saves it. */
export type StepType = 'start' | 'middle' | 'end';

/** Form data of Superset's `echarts_timeseries_step`. */
export interface StepFormData extends TimeseriesFormData {
  seriesType?: StepType;
  /** Fill the area under each stepped line. */
  area?: boolean;
}
