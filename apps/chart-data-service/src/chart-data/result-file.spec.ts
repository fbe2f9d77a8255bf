import JSZip from 'jszip';
import { resultFile, toCsv } from './result-file';

const item = {
  colnames: ['ds', 'name', 'sum'],
  coltypes: [2, 1, 0],
  data: [
    { ds: 1577836800000, name: 'O"Brien, Pat', sum: 3 },
    { ds: null, name: 'x', sum: null },
  ],
};

describe('chart-data files', () => {
  it('writes CSV with a header, quoted fields and readable timestamps', () => {
    expect(toCsv(item)).toBe('\uFEFFds,name,sum\r\n2020-01-01 00:00:00,"O""Brien, Pat",3\r\n,x,\r\n');
  });

  it('zips one file per query when there are several', async () => {
    const file = await resultFile([item as never, item as never], 'csv', 'chart');
    expect(file).toMatchObject({ name: 'chart.zip', contentType: 'application/zip' });
    const zip = await JSZip.loadAsync(Buffer.from(file.base64, 'base64'));
    expect(Object.keys(zip.files).sort()).toEqual(['query_1.csv', 'query_2.csv']);
  });

  it('writes an XLSX workbook', async () => {
    const file = await resultFile([item as never], 'xlsx', 'chart');
    expect(file.name).toBe('chart.xlsx');
    expect(Buffer.from(file.base64, 'base64').subarray(0, 2).toString()).toBe('PK');
  });
});
