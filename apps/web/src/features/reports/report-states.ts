import type { ReportState } from '@tessera/contracts/web';
import type { SemanticCOLORS } from 'semantic-ui-react';

/** The states a run ends in (`last_state`, a log row's `state`) and the colour each shows with. */
export const STATE_COLORS: Record<ReportState, SemanticCOLORS> = {
  Success: 'green',
  Working: 'blue',
  Error: 'red',
  'Not triggered': 'grey',
  'On Grace': 'orange',
};

/** Dates as the server sends them (ISO, UTC) shown in the browser's locale; '' when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}
