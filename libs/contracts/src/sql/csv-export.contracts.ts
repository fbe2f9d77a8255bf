/**
 * A CSV export travels from the SQL service to the gateway through the shared key/value store in
 * numbered chunks, so neither side ever holds the whole file: the writer keeps at most
 * {@link CSV_EXPORT_WINDOW} chunks ahead of what the reader has taken, and stops when the reader
 * goes quiet for {@link CSV_EXPORT_IDLE_MS}.
 */
export const CSV_EXPORT_WINDOW = 8;
/** Bytes of CSV text per chunk (a chunk is cut at a row boundary once it is this big). */
export const CSV_EXPORT_CHUNK_BYTES = 256 * 1024;
/** A writer or reader that sees no progress from the other side for this long gives up. */
export const CSV_EXPORT_IDLE_MS = 60_000;
/** Chunks expire on their own if nobody reads them. */
export const CSV_EXPORT_TTL_SECONDS = 300;

/** How an export ended, written once after the last chunk. */
export interface CsvExportEnd {
  chunks: number;
  rows: number;
  /** More rows existed than the export's row limit. */
  truncated: boolean;
  error: string | null;
}

/** The store keys of one export. */
export function csvExportKeys(exportId: string): { chunk(index: number): string; end: string; taken: string } {
  const base = `sql-export:${exportId}`;
  return {
    chunk: (index: number) => `${base}:chunk:${index}`,
    end: `${base}:end`,
    /** How many chunks the reader has taken, as a decimal string. */
    taken: `${base}:taken`,
  };
}
