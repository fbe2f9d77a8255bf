import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';

/** Form data of `echarts_timeseries_bar`: the time-series keys plus the bar orientation. */
export interface TimeseriesBarFormData extends TimeseriesFormData {
  orientation?: 'vertical' | 'horizontal';
}
