export { TIME_UNITS, addUnits, lastDayOf, parseTimeUnit, startOfDay, truncateTo } from './time-unit.util';
export type { TimeUnit } from './time-unit.util';
export { parseHumanDatetime, parseIsoDatetime } from './human-datetime.parser';
export { evaluateDatetimeExpression } from './datetime-expression.parser';
export { NO_TIME_RANGE, parseTimeRange } from './time-range.parser';
export type { RelativeAnchor, TimeRangeBounds, TimeRangeOptions } from './time-range.parser';
export { invertTimeShift, parseTimeShift, shiftDate } from './time-shift.util';
export type { TimeShift } from './time-shift.util';
export { formatTimestamp, strftime } from './strftime.formatter';
