/** One CSV field as RFC 4180 writes it: quoted when it holds a separator, quote or line break. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of the row's values in column order, ending with CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/**
 * Cuts a stream of CSV lines into chunks of about `chunkBytes`, always at a line boundary, so a
 * reader can hand each chunk on as it comes.
 */
export class CsvChunker {
  private pending: string[] = [];
  private size = 0;

  constructor(private readonly chunkBytes: number) {}

  /** Adds a line; returns a full chunk when one is ready. */
  add(line: string): string | null {
    this.pending.push(line);
    this.size += Buffer.byteLength(line);
    return this.size >= this.chunkBytes ? this.flush() : null;
  }

  /** Whatever is left, or null. */
  flush(): string | null {
    if (this.pending.length === 0) return null;
    const chunk = this.pending.join('');
    this.pending = [];
    this.size = 0;
    return chunk;
  }
}
