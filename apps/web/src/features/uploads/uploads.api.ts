import type { DatabaseView, UploadMetadataReply, UploadReply } from '@tessera/contracts/web';
import { apiClient, encodeRison } from '../../api';
import { postMultipart } from '../resource-list';
import type { UploadKind } from './upload-kinds';

export type UploadDatabase = Pick<DatabaseView, 'id' | 'database_name'>;

/** Superset's upload form fields besides the file (`UploadPostSchema`), as the form sends them. */
export interface UploadFields {
  table_name: string;
  schema?: string;
  already_exists: 'fail' | 'replace' | 'append';
  delimiter?: string;
  sheet_name?: string;
  header_row?: string;
  skip_rows?: string;
  rows_to_read?: string;
  decimal_character?: string;
  null_values?: string[];
  column_dates?: string[];
  columns_read?: string[];
  index_column?: string;
}

export type UploadResult = UploadReply;

/** What `upload_metadata` read from the file: its columns per sheet (one item for CSV and columnar). */
export type UploadMetadata = UploadMetadataReply;

/** Databases that take uploads (`allow_file_upload`), by name. */
export async function fetchUploadDatabases(): Promise<UploadDatabase[]> {
  const q = encodeRison({
    filters: [{ col: 'allow_file_upload', opr: 'eq', value: true }],
    order_column: 'database_name',
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  });
  const body = await apiClient.get<{ result: UploadDatabase[] }>('/api/v1/database/', { query: { q } });
  return body.result;
}

/** The schemas uploads may write to in the database. */
export async function fetchUploadSchemas(databaseId: number): Promise<string[]> {
  const body = await apiClient.get<{ schemas: string[] }>(`/api/v1/database/${databaseId}/schemas_access_for_file_upload`);
  return body.schemas;
}

function form(kind: UploadKind, file: File, fields: Record<string, string | string[] | undefined>): FormData {
  const data = new FormData();
  data.append('type', kind);
  data.append('file', file);
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    data.append(name, Array.isArray(value) ? JSON.stringify(value) : value);
  }
  return data;
}

/** `POST /api/v1/database/upload_metadata`: the file's column names (and sheets) before uploading. */
export async function fetchUploadMetadata(
  kind: UploadKind,
  file: File,
  options: Pick<UploadFields, 'delimiter' | 'header_row'> = {},
): Promise<UploadMetadata> {
  return (await postMultipart<{ result: UploadMetadata }>('/api/v1/database/upload_metadata', form(kind, file, options))).result;
}

/** `POST /api/v1/database/{id}/upload/`, reporting the share of the file sent. */
export function uploadFile(
  databaseId: number,
  kind: UploadKind,
  file: File,
  fields: UploadFields,
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  return postMultipart<UploadResult>(`/api/v1/database/${databaseId}/upload/`, form(kind, file, { ...fields }), { onProgress });
}
