import type { ReactNode } from 'react';
import type { SupersetErrorType } from '@tessera/contracts/web';
import type { TranslateFn } from '../../i18n-context';

export type ErrorLevel = 'error' | 'warning' | 'info';

/** Where the error is shown: charts (dashboard, explore) name their owners; lists and the editor do not. */
export type ErrorSource = 'dashboard' | 'explore' | 'sqllab' | 'crud';

/** One entry of a Superset error envelope (`errors[]`). */
export interface SupersetError {
  error_type: SupersetErrorType | string;
  message: string;
  level?: ErrorLevel;
  extra?: Record<string, unknown> | null;
}

/** What every error panel receives. */
export interface ErrorPanelProps {
  error: SupersetError;
  source?: ErrorSource;
  /** A line shown under the title (e.g. the chart or query it concerns). */
  subtitle?: ReactNode;
  /** Re-runs the failed work; used after an OAuth2 authorization completes. */
  onRetry?: () => void;
  /** Base address of the issue-code documentation; each code links to `#issue-<code>`. */
  issueDocsUrl?: string;
  t?: TranslateFn;
}

/** `extra.issue_codes` entries. */
export interface IssueCodeEntry {
  code: number;
  message: string;
}

/** Reads `extra.issue_codes`, ignoring malformed entries. */
export function issueCodesOf(error: SupersetError): IssueCodeEntry[] {
  const raw = error.extra?.issue_codes;
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (entry): entry is IssueCodeEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as IssueCodeEntry).code === 'number' &&
      typeof (entry as IssueCodeEntry).message === 'string',
  );
}

/** Reads a string-list entry of `extra` (owners, undefined parameters). */
export function stringListOf(extra: Record<string, unknown> | null | undefined, key: string): string[] {
  const raw = extra?.[key];
  return Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
}

/** Whether the panel sits on a chart, where owners are named and texts speak of 'this visualization'. */
export function isVisualization(source: ErrorSource | undefined): boolean {
  return source === 'dashboard' || source === 'explore';
}
