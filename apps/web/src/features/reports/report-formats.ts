import type { ReportFormat } from '@tessera/contracts/web';

/** What a report sends: a dashboard as a whole, or one chart. */
export type ContentKind = 'dashboard' | 'chart';

/**
 * Formats a report may use: a dashboard only as a picture or a document; a chart also as its data
 * (CSV, Excel) or as a text table in the mail's body.
 */
export const FORMATS_BY_CONTENT: Record<ContentKind, readonly ReportFormat[]> = {
  dashboard: ['PNG', 'PDF'],
  chart: ['PNG', 'CSV', 'TEXT', 'PDF', 'XLSX'],
};

/** The choice's label in the format menu. */
export const FORMAT_LABELS: Record<ReportFormat, string> = {
  PNG: 'Image (PNG) embedded in email',
  CSV: 'Formatted CSV attached in email',
  TEXT: 'Text embedded in email',
  PDF: 'PDF attached in email',
  XLSX: 'Excel (XLSX) attached in email',
};
