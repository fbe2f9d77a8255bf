import { ChunkWriter } from './chunk-writer';

describe('ChunkWriter', () => {
  it('fills chunks of the given size across runs and single bytes, keeping their order', () => {
    const out = new ChunkWriter(4);
    out.copy(Buffer.from('abcdef'), 1, 6);
    expect(out.takeFull().map(String)).toEqual(['bcde']);
    out.byte(0x2d);
    out.byte(0x2d);
    out.copy(Buffer.from('xyz'), 0, 3);
    expect(out.takeFull().map(String)).toEqual(['f--x']);
    expect(out.takeFull()).toEqual([]);
    expect(String(out.rest())).toBe('yz');
    expect(out.rest()).toBeNull();
  });

  it('hands on several chunks filled by one long run', () => {
    const out = new ChunkWriter(3);
    out.copy(Buffer.from('0123456789'), 0, 10);
    expect(out.takeFull().map(String)).toEqual(['012', '345', '678']);
    const rest = out.rest() as Buffer;
    expect(String(rest)).toBe('9');
    // The rest is its own bytes: what is written afterwards does not change it.
    out.copy(Buffer.from('ab'), 0, 2);
    expect(String(rest)).toBe('9');
  });

  it('cuts through a character when the size falls inside it: the chunks join back to the same text', () => {
    const out = new ChunkWriter(4);
    const text = Buffer.from('é,東京\r\n');
    out.copy(text, 0, text.length);
    const chunks = [...out.takeFull(), out.rest() as Buffer];
    expect(chunks.map((chunk) => chunk.length)).toEqual([4, 4, 3]);
    expect(Buffer.concat(chunks).toString()).toBe('é,東京\r\n');
  });
});
