import { badRequest, type UploadOptions, type UploadType } from '@tessera/contracts';
import { DUCKDB_ENGINE_SPEC, openDatabase, type EngineDatabase } from '@tessera/engines';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readExcelSheet } from './excel-reader';
import { duckdbCastOfDtype, uploadTypeOfDuckdb, type UploadColumn } from './upload-types';
import { serverText } from '@tessera/platform';

/** pandas' default NA texts, which Superset's CSV upload reads as NULL when no null_values are given. */
const PANDAS_NULLS = [
  '',
  '#N/A',
  '#N/A N/A',
  '#NA',
  '-1.#IND',
  '-1.#QNAN',
  '-NaN',
  '-nan',
  '1.#IND',
  '1.#QNAN',
  '<NA>',
  'N/A',
  'NA',
  'NULL',
  'NaN',
  'None',
  'n/a',
  'nan',
  'null',
];

const dialect = DUCKDB_ENGINE_SPEC.dialect;
const literal = (value: string) => dialect.quoteLiteral(value);
const ident = (name: string) => dialect.quoteIdentifier(name);

/**
 * An uploaded file read into a scratch in-memory DuckDB table `frame`: DuckDB's readers infer the
 * column types of CSV and Parquet files as pandas would, and the writer then streams rows from it.
 */
export class UploadFrame {
  private constructor(
    readonly database: EngineDatabase,
    readonly columns: UploadColumn[],
    readonly sheets: { sheet_name?: string; column_names: string[] }[],
    private readonly folder: string,
  ) {}

  static async read(type: UploadType, fileName: string, bytes: Buffer, options: UploadOptions): Promise<UploadFrame> {
    const folder = await mkdtemp(join(tmpdir(), 'tessera-upload-'));
    // A scratch in-memory database that only this code queries, with SQL built here: it reads the
    // uploaded file from the temporary folder, so it needs the file access user databases lack.
    const database = await openDatabase({ engine: 'duckdb', uri: 'duckdb:///:memory:', queryTimeoutMs: 300_000, allowFileAccess: true });
    try {
      const path = join(folder, type === 'columnar' ? 'upload.parquet' : type === 'csv' ? 'upload.csv' : 'upload.xlsx');
      await writeFile(path, bytes);
      let sheets: { sheet_name?: string; column_names: string[] }[] = [];
      if (type === 'excel') sheets = await loadExcel(database, bytes, options);
      else
        await database.execute(`CREATE TABLE source AS SELECT * FROM ${reader(type, path, options)}`).catch((error: Error) => {
          throw badRequest(serverText('Could not read %s: %s', fileName, firstLine(error.message)));
        });
      await database.execute(`CREATE TABLE frame AS ${shapeSelect(await describe(database, 'source'), options)}`).catch((error: Error) => {
        throw badRequest(serverText('Could not read %s: %s', fileName, firstLine(error.message)));
      });
      const columns = await describe(database, 'frame');
      if (columns.length === 0) throw badRequest(serverText('%s holds no columns', fileName));
      return new UploadFrame(database, columns, sheets.length > 0 ? sheets : [{ column_names: columns.map((c) => c.name) }], folder);
    } catch (error) {
      await database.close().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
  }

  async rowCount(): Promise<number> {
    const { rows } = await this.database.execute('SELECT count(*) AS n FROM frame');
    return Number(rows[0].n);
  }

  async close(): Promise<void> {
    await this.database.close().catch(() => undefined);
    await rm(this.folder, { recursive: true, force: true });
  }
}

function firstLine(message: string): string {
  return message.split('\n')[0].slice(0, 500);
}

async function describe(database: EngineDatabase, table: string): Promise<UploadColumn[]> {
  const { rows } = await database.execute(`DESCRIBE ${table}`);
  return rows.map((row) => ({ name: String(row.column_name), type: uploadTypeOfDuckdb(String(row.column_type)) }));
}

/** DuckDB's CSV or Parquet reader with Superset's reading options. */
function reader(type: UploadType, path: string, options: UploadOptions): string {
  if (type === 'columnar') return `read_parquet(${literal(path)})`;
  const header = options.header_row !== null;
  const settings = [
    `delim = ${literal(options.delimiter ?? ',')}`,
    `header = ${header}`,
    `skip = ${(options.skip_rows ?? 0) + (header ? (options.header_row ?? 0) : 0)}`,
    `nullstr = [${(options.null_values ?? PANDAS_NULLS).map(literal).join(', ')}]`,
    `decimal_separator = ${literal(options.decimal_character ?? '.')}`,
    `sample_size = -1`,
  ];
  if (options.day_first) settings.push(`dateformat = '%d/%m/%Y'`, `timestampformat = '%d/%m/%Y %H:%M:%S'`);
  if (options.skip_initial_space) settings.push(`strict_mode = false`);
  return `read_csv(${literal(path)}, ${settings.join(', ')})`;
}

/** Column choice, date parsing, dtype overrides, row limit and the optional index column. */
function shapeSelect(columns: UploadColumn[], options: UploadOptions): string {
  const available = new Set(columns.map((c) => c.name));
  const wanted = options.columns_read && options.columns_read.length > 0 ? options.columns_read : columns.map((c) => c.name);
  for (const name of [...wanted, ...(options.column_dates ?? []), ...Object.keys(options.column_data_types ?? {})]) {
    if (!available.has(name)) throw badRequest(serverText('Column %s is not in the file; it has %s', name, [...available].join(', ')));
  }
  const dates = new Set(options.column_dates ?? []);
  const expressions = wanted.map((name) => {
    const dtype = options.column_data_types?.[name];
    const cast = dtype ? duckdbCastOfDtype(dtype) : dates.has(name) ? 'TIMESTAMP' : null;
    if (dtype && !cast) throw badRequest(serverText('Unknown data type %s for column %s', dtype, name));
    return cast ? `TRY_CAST(${ident(name)} AS ${cast}) AS ${ident(name)}` : ident(name);
  });
  if (options.dataframe_index) expressions.unshift(`row_number() OVER () - 1 AS ${ident(options.index_label || 'index')}`);
  const limit = options.rows_to_read ? ` LIMIT ${Math.trunc(options.rows_to_read)}` : '';
  return `SELECT ${expressions.join(', ')} FROM source${limit}`;
}

async function loadExcel(
  database: EngineDatabase,
  bytes: Buffer,
  options: UploadOptions,
): Promise<{ sheet_name: string; column_names: string[] }[]> {
  const { sheet, sheets } = await readExcelSheet(bytes, options);
  const columns = sheet.columns;
  await database.execute(`CREATE TABLE source (${columns.map((c) => `${ident(c.name)} ${c.duckdbType}`).join(', ')})`);
  for (let start = 0; start < sheet.rows.length; start += 500) {
    const batch = sheet.rows.slice(start, start + 500);
    const params: unknown[] = [];
    const values = batch.map((row) => `(${row.map((value) => (params.push(value), dialect.placeholder(params.length))).join(', ')})`);
    await database.execute(`INSERT INTO source VALUES ${values.join(', ')}`, params);
  }
  return sheets;
}
