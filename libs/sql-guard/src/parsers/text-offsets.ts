/**
 * PostgreSQL's and DuckDB's parsers report locations in UTF-8 bytes; JavaScript strings count UTF-16
 * units. This converts one into the other for a given text.
 */
export function byteToCharOffset(text: string, byteOffset: number): number {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return byteOffset;
  return Buffer.from(text, 'utf8').subarray(0, byteOffset).toString('utf8').length;
}

/** True when a parser location is missing (DuckDB writes the maximum unsigned 64-bit value). */
export function isUnknownLocation(location: unknown): boolean {
  return typeof location !== 'number' || location < 0 || location > Number.MAX_SAFE_INTEGER;
}
