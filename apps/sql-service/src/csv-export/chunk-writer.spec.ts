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
    expect(String(out.rest())).toBe('9');
  });
});
