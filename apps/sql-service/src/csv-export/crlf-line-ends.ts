const QUOTE = 0x22;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');

/**
 * PostgreSQL's `COPY … CSV` ends lines with LF; the export ends them with CRLF (RFC 4180), as the row-by-row path
 * does. Rewrites every line end outside quotes, keeping line breaks inside quoted values as they are. Quotes and
 * LF are single bytes in UTF-8, never part of another character, so bytes can be scanned without decoding.
 */
export async function* withCrlfLineEnds(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let quoted = false;
  for await (const chunk of chunks) {
    const parts: Buffer[] = [];
    let start = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      // A doubled quote inside a value flips twice: the state stays right.
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && !quoted) {
        parts.push(chunk.subarray(start, i), CRLF);
        start = i + 1;
      }
    }
    if (start === 0) {
      yield chunk;
      continue;
    }
    parts.push(chunk.subarray(start));
    yield Buffer.concat(parts);
  }
}
