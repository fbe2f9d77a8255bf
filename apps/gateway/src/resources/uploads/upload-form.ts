import { badRequest, UPLOAD_TYPES, type UploadOptions, type UploadType, parseBoundedJson } from '@tessera/contracts';
import { serverText } from '@tessera/platform';

export interface UploadedFormFile {
  originalname: string;
  buffer: Buffer;
}

type Fields = Record<string, unknown>;

/** Extensions each upload kind takes, as Superset's forms list them. */
const EXTENSIONS: Record<UploadType, string[]> = { csv: ['csv', 'tsv', 'txt'], excel: ['xls', 'xlsx'], columnar: ['parquet', 'zip'] };

function text(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(serverText('%s must be given once', name));
  return value;
}

function integer(fields: Fields, name: string, min: number): number | undefined {
  const value = text(fields, name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw badRequest(serverText('%s: Not a valid integer.', name));
  return number;
}

function flag(fields: Fields, name: string): boolean | undefined {
  const value = text(fields, name);
  return value === undefined ? undefined : value === 'true' || value === '1';
}

/** Lists arrive as repeated fields, a JSON array or a comma-separated text. */
function list(fields: Fields, name: string): string[] | undefined {
  const value = fields[name];
  if (value === undefined || value === '') return undefined;
  if (Array.isArray(value)) return value.map(String);
  const raw = String(value);
  if (raw.startsWith('[')) {
    try {
      const parsed: unknown = parseBoundedJson(raw);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // not JSON: read as a comma-separated list
    }
  }
  return raw.split(',').map((s) => s.trim());
}

export function uploadType(fields: Fields): UploadType {
  const type = text(fields, 'type');
  if (!type || !(UPLOAD_TYPES as readonly string[]).includes(type))
    throw badRequest(serverText('type: Must be one of: %s.', UPLOAD_TYPES.join(', ')));
  return type as UploadType;
}

export function checkedFile(file: UploadedFormFile | undefined, type: UploadType): { name: string; base64: string } {
  if (!file) throw badRequest(serverText('file: Field may not be null.'));
  const extension = file.originalname.split('.').pop()?.toLowerCase() ?? '';
  if (!EXTENSIONS[type].includes(extension))
    throw badRequest(serverText('file: File extension is not allowed: %s expected.', EXTENSIONS[type].join(', ')));
  return { name: file.originalname, base64: file.buffer.toString('base64') };
}

/** Superset's `UploadPostSchema` form fields as reading options. */
export function uploadOptions(fields: Fields): UploadOptions {
  const alreadyExists = text(fields, 'already_exists');
  if (alreadyExists && !['fail', 'replace', 'append'].includes(alreadyExists))
    throw badRequest(serverText('already_exists: Must be one of: fail, replace, append.'));
  const headerRow = fields.header_row === '' ? null : integer(fields, 'header_row', 0);
  let columnDataTypes: Record<string, string> | undefined;
  const types = text(fields, 'column_data_types');
  if (types) {
    try {
      columnDataTypes = parseBoundedJson(types) as Record<string, string>;
    } catch {
      throw badRequest(serverText('column_data_types: Not a valid JSON object.'));
    }
  }
  return {
    already_exists: alreadyExists as UploadOptions['already_exists'],
    delimiter: text(fields, 'delimiter'),
    header_row: headerRow,
    skip_rows: integer(fields, 'skip_rows', 0),
    rows_to_read: integer(fields, 'rows_to_read', 1),
    columns_read: list(fields, 'columns_read'),
    column_dates: list(fields, 'column_dates'),
    decimal_character: text(fields, 'decimal_character'),
    null_values: list(fields, 'null_values'),
    index_column: text(fields, 'index_column'),
    dataframe_index: flag(fields, 'dataframe_index'),
    index_label: text(fields, 'index_label'),
    column_data_types: columnDataTypes,
    day_first: flag(fields, 'day_first'),
    skip_blank_lines: flag(fields, 'skip_blank_lines'),
    skip_initial_space: flag(fields, 'skip_initial_space'),
    sheet_name: text(fields, 'sheet_name'),
  };
}

export function tableName(fields: Fields): string {
  const name = text(fields, 'table_name')?.trim();
  if (!name) throw badRequest(serverText('table_name: Missing data for required field.'));
  if (name.length > 250) throw badRequest(serverText('table_name: Length must be between 1 and 250.'));
  return name;
}

export function schemaName(fields: Fields): string | null {
  return text(fields, 'schema')?.trim() || null;
}
