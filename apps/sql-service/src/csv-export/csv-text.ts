const NEEDS_QUOTES = /[",\r\n]/;

function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV field as RFC 4180 writes it: quoted when it holds a separator, quote or line break. */
export function csvField(value: unknown): string {
  // Most cells are strings and numbers: they skip the object checks (a number's text never needs quotes).
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined) return '';
  return quoted(value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** One CSV line of the row's values in column order, ending with CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/**
 * The CSV lines of a batch of rows, the row's values in column order, as one string: what `csvLine` writes for
 * each row, without an array and a closure per row.
 */
export function csvRows(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  let text = '';
  for (const row of rows) {
    text += csvField(row[columns[0]]);
    for (let i = 1; i < columns.length; i += 1) text += `,${csvField(row[columns[i]])}`;
    text += '\r\n';
  }
  return text;
}
