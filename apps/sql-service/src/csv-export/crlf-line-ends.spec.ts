import { withCrlfLineEnds } from './crlf-line-ends';

async function rewrite(...chunks: string[]): Promise<string> {
  async function* source() {
    for (const chunk of chunks) yield Buffer.from(chunk);
  }
  let text = '';
  for await (const chunk of withCrlfLineEnds(source())) text += chunk.toString();
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
