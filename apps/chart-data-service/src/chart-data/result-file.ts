import type { ChartDataFile, ChartDataItem } from '@tessera/contracts';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

const TEMPORAL = 2;

function cell(value: unknown, temporal: boolean): string {
  if (value === null || value === undefined) return '';
  if (temporal && typeof value === 'number')
    return new Date(value)
      .toISOString()
      .replace('T', ' ')
      .replace(/\.000Z$|Z$/, '');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Superset's CSV export of one result: a header row, timestamps as `YYYY-MM-DD HH:MM:SS`. */
export function toCsv(item: Pick<ChartDataItem, 'colnames' | 'coltypes' | 'data'>): string {
  const temporal = item.coltypes.map((type) => type === TEMPORAL);
  const lines = [item.colnames.map(csvField).join(',')];
  for (const row of item.data) lines.push(item.colnames.map((name, i) => csvField(cell(row[name], temporal[i]))).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

async function toXlsx(item: Pick<ChartDataItem, 'colnames' | 'coltypes' | 'data'>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(item.colnames);
  for (const row of item.data) {
    sheet.addRow(
      item.colnames.map((name, i) =>
        item.coltypes[i] === TEMPORAL && typeof row[name] === 'number' ? new Date(row[name] as number) : (row[name] ?? null),
      ),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The file a csv/xlsx chart-data request downloads: one file for one query, a zip of
 * `query_1.csv`, `query_2.csv`… for several, named after the chart when it has one.
 */
export async function resultFile(items: ChartDataItem[], format: 'csv' | 'xlsx', baseName: string): Promise<ChartDataFile> {
  const render = async (item: ChartDataItem) => (format === 'csv' ? Buffer.from(toCsv(item), 'utf8') : await toXlsx(item));
  const contentType = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (items.length === 1) return { name: `${baseName}.${format}`, contentType, base64: (await render(items[0])).toString('base64') };
  const zip = new JSZip();
  for (const [i, item] of items.entries()) zip.file(`query_${i + 1}.${format}`, await render(item));
  return {
    name: `${baseName}.zip`,
    contentType: 'application/zip',
    base64: (await zip.generateAsync({ type: 'nodebuffer' })).toString('base64'),
  };
}
