/** The kinds of time range the picker offers, as Superset names them. */
export type TimeRangeFrame = 'No filter' | 'Last' | 'Previous' | 'Custom' | 'Advanced';

export const TIME_RANGE_FRAMES: readonly TimeRangeFrame[] = ['Last', 'Previous', 'Custom', 'Advanced', 'No filter'];

export const NO_FILTER = 'No filter';
/** What `START : END` ranges are joined with; the server splits on it. */
export const RANGE_SEPARATOR = ' : ';

export const LAST_RANGES = ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'] as const;
export const PREVIOUS_RANGES = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar quarter',
  'previous calendar year',
] as const;

/** A date or date-time as `<input type="date|datetime-local">` and the server both read it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;

/** Both ends of a `START : END` range; an open side is empty. */
export function splitRange(timeRange: string): [string, string] {
  const at = timeRange.indexOf(RANGE_SEPARATOR);
  if (at < 0) return [timeRange.trim(), ''];
  return [timeRange.slice(0, at).trim(), timeRange.slice(at + RANGE_SEPARATOR.length).trim()];
}

export function joinRange(start: string, end: string): string {
  return `${start.trim()}${RANGE_SEPARATOR}${end.trim()}`;
}

/** Which frame shows a stored range: the named shorthands, plain ISO bounds as Custom, anything else as Advanced. */
export function frameOf(timeRange: string | null | undefined): TimeRangeFrame {
  const raw = timeRange ?? '';
  const value = raw.trim();
  if (value === '' || value === NO_FILTER) return 'No filter';
  if ((LAST_RANGES as readonly string[]).includes(value)) return 'Last';
  if ((PREVIOUS_RANGES as readonly string[]).includes(value)) return 'Previous';
  if (raw.includes(RANGE_SEPARATOR)) {
    const [start, end] = splitRange(raw);
    if ((start === '' || ISO_DATE.test(start)) && (end === '' || ISO_DATE.test(end))) return 'Custom';
  }
  return 'Advanced';
}

/** A range the server can resolve: a named one, or bounds with at least one side given. */
export function isCompleteRange(timeRange: string): boolean {
  if (!timeRange.includes(RANGE_SEPARATOR)) return timeRange.trim() !== '';
  const [start, end] = splitRange(timeRange);
  return start !== '' || end !== '';
}

/** The range a frame starts with when the user switches to it, keeping the current one when it fits. */
export function rangeForFrame(frame: TimeRangeFrame, current: string): string {
  if (frameOf(current) === frame) return current;
  switch (frame) {
    case 'No filter':
      return NO_FILTER;
    case 'Last':
      return 'Last week';
    case 'Previous':
      return 'previous calendar week';
    case 'Custom':
      return joinRange('', '');
    case 'Advanced':
      return frameOf(current) === 'Custom' ? current : joinRange('', '');
  }
}
