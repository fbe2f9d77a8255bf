const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;

/**
 * PostgreSQL's `COPY … CSV` ends lines with LF; the export ends them with CRLF (RFC 4180), as the row-by-row path
 * does. Rewrites every line end outside quotes, keeping line breaks inside quoted values as they are.
 *
 * Quotes and LF are single bytes in UTF-8, never part of another character, so the bytes are rewritten as they are:
 * native searches find the quotes and line ends and the runs between line ends are copied, a character split between
 * chunks untouched. No text is made of the bytes: a COPY hands over chunks of up to several hundred KB, and a string
 * of more than 128 KB is allocated straight into V8's old generation; sampled during a 1,000,000-row export, the
 * chunks read as text and their rewritten copies were 36 of the 61 MB the SQL service allocated that outlived a
 * scavenge. Same speed: 84 MB in ~80 ms, against 74-650 ms through strings depending on the chunk size.
 */
export async function* withCrlfLineEnds(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let quoted = false;
  for await (const chunk of chunks) {
    const lineEnds: number[] = [];
    quoted = findLineEnds(chunk, quoted, lineEnds);
    yield lineEnds.length === 0 ? chunk : withCrBefore(chunk, lineEnds);
  }
}

/** Adds to `lineEnds` the offset of every LF outside quotes; answers whether the chunk ends inside quotes. */
function findLineEnds(chunk: Buffer, quoted: boolean, lineEnds: number[]): boolean {
  let inside = quoted;
  let nextQuote = chunk.indexOf(QUOTE);
  for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) {
    // Every quote before this LF turns the state over (a doubled quote closes and opens again).
    for (; nextQuote !== -1 && nextQuote < at; nextQuote = chunk.indexOf(QUOTE, nextQuote + 1)) inside = !inside;
    if (!inside) lineEnds.push(at);
  }
  for (; nextQuote !== -1; nextQuote = chunk.indexOf(QUOTE, nextQuote + 1)) inside = !inside;
  return inside;
}

/** A copy of `chunk` with a CR put before each of the LFs at `lineEnds` (ascending offsets). */
function withCrBefore(chunk: Buffer, lineEnds: readonly number[]): Buffer {
  const out = Buffer.allocUnsafe(chunk.length + lineEnds.length);
  let written = 0;
  let start = 0;
  for (const lineEnd of lineEnds) {
    written += chunk.copy(out, written, start, lineEnd);
    out[written++] = CR;
    start = lineEnd;
  }
  chunk.copy(out, written, start);
  return out;
}
