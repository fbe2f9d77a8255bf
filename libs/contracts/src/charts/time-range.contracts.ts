import { defineRequest } from '../bus/descriptor';
import { TimeRangeResolveRequest, type ResolvedTimeRange } from './time-range.dto';

/** Resolves time range texts into the bounds a query would filter on now; 400 for an unreadable one. */
export const TimeRanges = {
  resolve: defineRequest<TimeRangeResolveRequest, ResolvedTimeRange[]>('charts.time-range.resolve', TimeRangeResolveRequest, null),
};
