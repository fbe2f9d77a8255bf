/** A grid row keyed by column name. */
export type DataRow = Readonly<Record<string, unknown>>;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function csvField(value: unknown): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header line; fields holding commas, quotes, line breaks or edge spaces are quoted. */
export function toCsv(columns: readonly string[], rows: readonly DataRow[]): string {
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column])).join(','));
  return lines.join('\r\n');
}

/**
 * Tab-separated text for pasting into spreadsheets. Tabs and line breaks inside a value become
 * spaces because spreadsheet paste has no quoting for TSV.
 */
export function toTsv(columns: readonly string[], rows: readonly DataRow[]): string {
  const field = (value: unknown) => cellText(value).replace(/[\t\r\n]+/g, ' ');
  const lines = [columns.map(field).join('\t')];
  for (const row of rows) lines.push(columns.map((column) => field(row[column])).join('\t'));
  return lines.join('\n');
}

/** Offers `text` as a file download through a temporary object URL. */
export function downloadText(fileName: string, text: string, mimeType: string): void {
  // The BOM makes spreadsheet programs read the CSV as UTF-8 instead of the system code page.
  const blob = new Blob(['\uFEFF', text], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  document.body.removeChild(anchor);
  URL.revokeObjectURL(url);
}
