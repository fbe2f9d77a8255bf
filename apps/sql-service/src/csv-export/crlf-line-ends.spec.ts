import { withCrlfLineEnds } from './crlf-line-ends';

async function rewrite(...chunks: string[]): Promise<string> {
  async function* source() {
    for (const chunk of chunks) yield Buffer.from(chunk);
  }
  let text = '';
  for await (const chunk of withCrlfLineEnds(source(), 4)) text += chunk.toString();
  return text;
}

describe('withCrlfLineEnds', () => {
  it('ends every line with CRLF', async () => {
    expect(await rewrite('a,b\n1,2\n')).toBe('a,b\r\n1,2\r\n');
  });

  it('keeps line breaks and doubled quotes inside quoted values', async () => {
    expect(await rewrite('a\n"x\ny","say ""hi""\n"\n')).toBe('a\r\n"x\ny","say ""hi""\n"\r\n');
  });

  it('follows quotes across chunk boundaries', async () => {
    expect(await rewrite('a\n"x', '\ny"\n', 'é\n')).toBe('a\r\n"x\ny"\r\né\r\n');
  });
});

describe('withCrlfLineEnds against a byte-by-byte rewrite', () => {
  /** The rule spelled out byte by byte: LF outside quotes becomes CRLF. */
  function byteByByte(text: string): string {
    let quoted = false;
    let out = '';
    for (const char of text) {
      if (char === '"') quoted = !quoted;
      out += char === '\n' && !quoted ? '\r\n' : char;
    }
    return out;
  }

  it('agrees on random CSV cut into random chunks', async () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const alphabet = ['a', ',', '"', '\n', 'é', ' '];
    for (let round = 0; round < 200; round += 1) {
      const text = Array.from({ length: 1 + random(60) }, () => alphabet[random(alphabet.length)]).join('');
      const bytes = Buffer.from(text);
      const chunks: string[] = [];
      for (let at = 0; at < bytes.length;) {
        const size = 1 + random(10);
        chunks.push(bytes.subarray(at, at + size).toString('latin1'));
        at += size;
      }
      async function* source() {
        for (const chunk of chunks) yield Buffer.from(chunk, 'latin1');
      }
      const chunkBytes = 1 + random(12);
      const parts: Buffer[] = [];
      for await (const chunk of withCrlfLineEnds(source(), chunkBytes)) parts.push(chunk);
      expect(Buffer.concat(parts).toString()).toBe(byteByByte(text));
      // Every chunk but the last is full.
      expect(parts.slice(0, -1).every((part) => part.length === chunkBytes)).toBe(true);
      expect(parts.at(-1)?.length).toBeGreaterThan(0);
    }
  });
});
