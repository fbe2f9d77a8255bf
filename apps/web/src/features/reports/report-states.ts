import type { ReportState } from '@tessera/contracts/web';
import type { SemanticCOLORS } from 'semantic-ui-react';
import { formatDateTime as formatLocalDateTime } from '../../i18n';

/** The states a run ends in (`last_state`, a log row's `state`) and the colour each shows with. */
export const STATE_COLORS: Record<ReportState, SemanticCOLORS> = {
  Success: 'green',
  Working: 'blue',
  Error: 'red',
  'Not triggered': 'grey',
  'On Grace': 'orange',
};

/** A server date (ISO, UTC, with or without its zone) as a Date; null when there is none or it cannot be read. */
function parseServerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A server date in the user's language and the browser's zone; '' when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseServerDate(value);
  return date ? formatLocalDateTime(date) : (value ?? '');
}

/** A server date as `YYYY-MM-DD HH:mm:ss` in UTC, as the execution log's columns say. */
export function formatUtc(value: string | null | undefined): string {
  const date = parseServerDate(value);
  return date ? date.toISOString().slice(0, 19).replace('T', ' ') : (value ?? '');
}
