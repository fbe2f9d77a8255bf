import { defineRenderer } from '../../core/render/define-renderer';
import { createTimeseriesState, drawTimeseries } from '../timeseries-common/draw-timeseries';
import type { TimeseriesState } from '../timeseries-common/draw-timeseries';
import type { TimeseriesChartProps } from '../timeseries-common/timeseries.types';

export const renderer = defineRenderer<TimeseriesChartProps, TimeseriesState>(drawTimeseries, createTimeseriesState);
