import { CsvChunker, csvField, csvLine, csvRows } from './csv-text';

describe('CSV text', () => {
  it('quotes only what needs quoting', () => {
    expect(csvLine(['plain', 3, null, 'a,b', 'say "hi"', 'two\nlines', true])).toBe('plain,3,,"a,b","say ""hi""","two\nlines",true\r\n');
    expect(csvField(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
    expect([undefined, 12n, 1.5, -0.25, false, 'x'].map(csvField)).toEqual(['', '12', '1.5', '-0.25', 'false', 'x']);
  });

  it('writes a batch of rows exactly as their lines one by one, in column order', () => {
    const columns = ['when', 'name', 'shipped', 'note', 'missing'];
    const rows = [
      { name: 'a,b', when: new Date('2024-01-02T03:04:05Z'), shipped: true, note: { x: '"q"' } },
      { name: 'plain', when: null, shipped: false, note: 'two\r\nlines', missing: 0 },
    ];
    expect(csvRows(columns, rows)).toBe(rows.map((row) => csvLine(columns.map((c) => (row as Record<string, unknown>)[c]))).join(''));
    expect(csvRows(columns, [])).toBe('');
  });

  it('cuts chunks where an added piece ends once they reach the size, in bytes', () => {
    const chunker = new CsvChunker(10);
    expect(chunker.add('abcd\r\n')).toBeNull();
    expect(chunker.add('efgh\r\n')?.toString()).toBe('abcd\r\nefgh\r\n');
    expect(chunker.add('é\r\n')).toBeNull();
    expect(chunker.add('東京')?.toString()).toBe('é\r\n東京');
    expect(chunker.add('x\r\n')).toBeNull();
    expect(chunker.flush()?.toString()).toBe('x\r\n');
    expect(chunker.flush()).toBeNull();
  });
});
