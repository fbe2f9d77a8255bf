import { CsvChunker, csvField, csvLine } from './csv-text';

describe('CSV text', () => {
  it('quotes only what needs quoting', () => {
    expect(csvLine(['plain', 3, null, 'a,b', 'say "hi"', 'two\nlines', true])).toBe('plain,3,,"a,b","say ""hi""","two\nlines",true\r\n');
    expect(csvField(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('cuts chunks at line boundaries once they reach the size', () => {
    const chunker = new CsvChunker(10);
    expect(chunker.add('abcd\r\n')).toBeNull();
    expect(chunker.add('efgh\r\n')).toBe('abcd\r\nefgh\r\n');
    expect(chunker.add('x\r\n')).toBeNull();
    expect(chunker.flush()).toBe('x\r\n');
    expect(chunker.flush()).toBeNull();
  });
});
