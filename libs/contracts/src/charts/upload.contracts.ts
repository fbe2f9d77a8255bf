import { defineRequest } from '../bus/descriptor';
import { UploadMetadataRequest, UploadRequest, UploadSchemasRequest } from './upload.dto';

/** What an upload answers: Superset's `{message}` plus where the rows went. */
export interface UploadReply {
  message: 'OK';
  table_name: string;
  schema: string | null;
  /** The dataset on the table (created by the upload when there was none). */
  dataset_id: number;
  rows: number;
}

/** Superset's `UploadFileMetadata`: one item per sheet (one for CSV and columnar files). */
export interface UploadMetadataReply {
  items: { sheet_name?: string; column_names: string[] }[];
}

export const Uploads = {
  /** Reads a file, creates or fills the table in the target database, and creates its dataset. */
  upload: defineRequest<UploadRequest, UploadReply>('charts.upload.create', UploadRequest, null, { timeoutMs: 600_000 }),
  metadata: defineRequest<UploadMetadataRequest, UploadMetadataReply>('charts.upload.metadata', UploadMetadataRequest, null, {
    timeoutMs: 120_000,
  }),
  /** `schemas_access_for_file_upload/`: the schemas uploads may write to (all of them when the database names none). */
  allowedSchemas: defineRequest<UploadSchemasRequest, { schemas: string[] }>('charts.upload.schemas', UploadSchemasRequest, null, {
    timeoutMs: 60_000,
  }),
};
