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

/**
 * Gathers CSV text (runs of whole lines) into chunks of about `chunkBytes`, so a reader can hand each chunk on as it
 * comes. A chunk ends where an added piece ends: at a line boundary.
 */
export class CsvChunker {
  private pending: Buffer[] = [];
  private size = 0;

  constructor(private readonly chunkBytes: number) {}

  /** Adds lines; returns a full chunk when one is ready. */
  add(lines: string): Buffer | null {
    const bytes = Buffer.from(lines);
    this.pending.push(bytes);
    this.size += bytes.length;
    return this.size >= this.chunkBytes ? this.flush() : null;
  }

  /** Whatever is left, or null. */
  flush(): Buffer | null {
    if (this.pending.length === 0) return null;
    const chunk = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.size);
    this.pending = [];
    this.size = 0;
    return chunk;
  }
}
