import { badRequest, type UploadOptions } from '@tessera/contracts';
import ExcelJS from 'exceljs';
import { serverText } from '@tessera/platform';

export interface ExcelColumn {
  name: string;
  duckdbType: 'BIGINT' | 'DOUBLE' | 'BOOLEAN' | 'TIMESTAMP' | 'VARCHAR';
}

export interface ExcelSheet {
  columns: ExcelColumn[];
  rows: unknown[][];
}

type Plain = string | number | boolean | Date | null;

/** A cell as a plain value: formulas by their result, rich text and links by their text. */
function plain(value: ExcelJS.CellValue): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return plain(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return null;
  }
  return String(value);
}

function columnType(values: Plain[]): ExcelColumn['duckdbType'] {
  const present = values.filter((v) => v !== null);
  if (present.length === 0) return 'VARCHAR';
  if (present.every((v) => typeof v === 'number')) return present.every((v) => Number.isInteger(v)) ? 'BIGINT' : 'DOUBLE';
  if (present.every((v) => typeof v === 'boolean')) return 'BOOLEAN';
  if (present.every((v) => v instanceof Date)) return 'TIMESTAMP';
  return 'VARCHAR';
}

function rowValues(row: ExcelJS.Row, width: number): Plain[] {
  return Array.from({ length: width }, (_, i) => plain(row.getCell(i + 1).value));
}

/**
 * Reads one sheet of an .xlsx file (the named one, or the first) with Superset's header, skip and
 * null options, and lists every sheet's column names for the upload form.
 */
export async function readExcelSheet(
  bytes: Buffer,
  options: UploadOptions,
): Promise<{ sheet: ExcelSheet; sheets: { sheet_name: string; column_names: string[] }[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(serverText('Not a valid Excel file: only .xlsx workbooks can be read'));
  }
  if (workbook.worksheets.length === 0) throw badRequest(serverText('The workbook holds no sheet'));
  const headerIndex = options.header_row === null ? null : (options.skip_rows ?? 0) + (options.header_row ?? 0);
  const nulls = new Set(options.null_values ?? ['']);

  const read = (worksheet: ExcelJS.Worksheet): ExcelSheet => {
    const width = worksheet.columnCount;
    const all: Plain[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row) => all.push(rowValues(row, width)));
    const header = headerIndex === null ? null : all[headerIndex];
    const names = Array.from({ length: width }, (_, i) => {
      const given = header?.[i];
      return given === null || given === undefined || given === '' ? (header ? `Unnamed: ${i}` : String(i)) : String(given);
    });
    const start = headerIndex === null ? (options.skip_rows ?? 0) : headerIndex + 1;
    const rows = all.slice(start).map((row) => row.map((v) => (typeof v === 'string' && nulls.has(v) ? null : v)));
    const columns = names.map((name, i) => ({ name, duckdbType: columnType(rows.map((row) => row[i])) }));
    const typed = rows.map((row) =>
      row.map((v, i) => (v === null ? null : columns[i].duckdbType === 'VARCHAR' ? (v instanceof Date ? v.toISOString() : String(v)) : v)),
    );
    return { columns, rows: typed };
  };

  const sheets = workbook.worksheets.map((worksheet) => ({
    sheet_name: worksheet.name,
    column_names: read(worksheet).columns.map((c) => c.name),
  }));
  const chosen = options.sheet_name ? workbook.getWorksheet(options.sheet_name) : workbook.worksheets[0];
  if (!chosen)
    throw badRequest(
      serverText('Sheet %s is not in the workbook; it has %s', options.sheet_name, sheets.map((s) => s.sheet_name).join(', ')),
    );
  return { sheet: read(chosen), sheets };
}
