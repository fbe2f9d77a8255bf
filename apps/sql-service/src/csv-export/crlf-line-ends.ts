const QUOTE = 0x22;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');

/**
 * PostgreSQL's `COPY … CSV` ends lines with LF; the export ends them with CRLF (RFC 4180), as the row-by-row path
 * does. Rewrites every line end outside quotes, keeping line breaks inside quoted values as they are. Quotes and
 * LF are single bytes in UTF-8, never part of another character, so bytes can be scanned without decoding; the
 * scan jumps between them with `indexOf` (native) rather than looking at every byte in JavaScript.
 */
export async function* withCrlfLineEnds(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let quoted = false;
  for await (const chunk of chunks) {
    const parts: Buffer[] = [];
    let start = 0;
    let position = 0;
    let nextQuote = chunk.indexOf(QUOTE);
    while (position < chunk.length) {
      if (quoted) {
        // Inside a value only its closing quote matters (a doubled quote closes and opens again).
        if (nextQuote === -1) break;
        quoted = false;
        position = nextQuote + 1;
        nextQuote = chunk.indexOf(QUOTE, position);
        continue;
      }
      const nextLf = chunk.indexOf(LF, position);
      if (nextLf === -1 && nextQuote === -1) break;
      if (nextQuote !== -1 && (nextLf === -1 || nextQuote < nextLf)) {
        quoted = true;
        position = nextQuote + 1;
        nextQuote = chunk.indexOf(QUOTE, position);
        continue;
      }
      parts.push(chunk.subarray(start, nextLf), CRLF);
      start = nextLf + 1;
      position = start;
    }
    if (start === 0) {
      yield chunk;
      continue;
    }
    parts.push(chunk.subarray(start));
    yield Buffer.concat(parts);
  }
}
