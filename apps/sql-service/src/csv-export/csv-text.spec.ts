import { csvField, csvLine, csvRows } from './csv-text';

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
});
