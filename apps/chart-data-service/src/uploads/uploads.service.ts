import {
  ErrorCode,
  forbidden,
  notFound,
  TesseraError,
  type Caller,
  type UploadMetadataReply,
  type UploadMetadataRequest,
  type UploadReply,
  type UploadRequest,
  type UploadSchemasRequest,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { chartViewerOf, seesAllData } from '../access/viewer';
import { DatabaseConnections } from '../connections/database-connections';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetCreateService } from '../datasets/dataset-create.service';
import { DatasetRefreshService } from '../datasets/dataset-refresh.service';
import { UploadFrame } from './upload-frame';
import { UploadWriter } from './upload-writer';
import { serverText } from '@tessera/platform';

const UPLOAD_LABELS = { csv: 'csv', excel: 'excel', columnar: 'columnar' } as const;

function unprocessable(message: string): TesseraError {
  return new TesseraError(ErrorCode.VALIDATION_FAILED, message, { extra: { http_status: 422 } });
}

/** `extra.schemas_allowed_for_file_upload`: an empty list allows every schema. */
function allowedSchemasOf(database: DatabaseEntity): string[] {
  try {
    const extra = JSON.parse(database.extra || '{}') as { schemas_allowed_for_file_upload?: unknown };
    return Array.isArray(extra.schemas_allowed_for_file_upload) ? extra.schemas_allowed_for_file_upload.map(String) : [];
  } catch {
    return [];
  }
}

/** CSV, Excel and Parquet files into a table of a database that allows uploads, with a dataset on it. */
@Injectable()
export class UploadsService {
  constructor(
    @InjectRepository(DatabaseEntity) private readonly databases: Repository<DatabaseEntity>,
    private readonly connections: DatabaseConnections,
    private readonly datasets: DatasetCreateService,
    private readonly refresher: DatasetRefreshService,
  ) {}

  async upload(request: UploadRequest, caller: Caller | undefined): Promise<UploadReply> {
    const database = await this.uploadableDatabase(request.databaseId, caller);
    const schema = request.schema?.trim() || null;
    const allowed = allowedSchemasOf(database);
    if (!database.allowFileUpload || (allowed.length > 0 && (schema === null || !allowed.includes(schema)))) {
      throw unprocessable(
        serverText(
          'Database "%s" schema "%s" is not allowed for %s uploads. Please contact your Superset Admin.',
          database.databaseName,
          schema ?? 'None',
          UPLOAD_LABELS[request.type],
        ),
      );
    }
    const frame = await UploadFrame.read(request.type, request.file.name, Buffer.from(request.file.base64, 'base64'), request.options);
    try {
      const writer = new UploadWriter(this.connections.forDatabase(database));
      const target = { schema, table: request.tableName.trim() };
      const exists = await writer.exists(target);
      const strategy = request.options.already_exists ?? 'fail';
      if (exists && strategy === 'fail') {
        throw unprocessable(
          serverText(
            "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.",
          ),
        );
      }
      const rows = !exists
        ? await writer.create(target, frame)
        : strategy === 'replace'
          ? await writer.replace(target, frame)
          : await writer.append(target, frame);
      const datasetId = await this.datasetOn(database, target, caller);
      return { message: 'OK', table_name: target.table, schema, dataset_id: datasetId, rows };
    } finally {
      await frame.close();
    }
  }

  async metadata(request: UploadMetadataRequest): Promise<UploadMetadataReply> {
    const frame = await UploadFrame.read(request.type, request.file.name, Buffer.from(request.file.base64, 'base64'), {
      ...request.options,
      rows_to_read: 1,
    });
    try {
      return { items: frame.sheets };
    } finally {
      await frame.close();
    }
  }

  async allowedSchemas(request: UploadSchemasRequest, caller: Caller | undefined): Promise<{ schemas: string[] }> {
    const database = await this.uploadableDatabase(request.databaseId, caller);
    if (!database.allowFileUpload) return { schemas: [] };
    const allowed = allowedSchemasOf(database);
    return { schemas: allowed.length > 0 ? allowed : await this.connections.forDatabase(database).listSchemas() };
  }

  private async uploadableDatabase(id: number, caller: Caller | undefined): Promise<DatabaseEntity> {
    const viewer = chartViewerOf(caller);
    if (viewer.isGuest) throw forbidden();
    const database = await this.databases.findOne({ where: { id } });
    if (!database) throw notFound(serverText('Database not found.'));
    if (!seesAllData(viewer) && !viewer.access.allowsDatabase(database)) throw notFound(serverText('Database not found.'));
    return database;
  }

  /** The table's dataset: created on first upload, its columns re-read after later ones. */
  private async datasetOn(
    database: DatabaseEntity,
    target: { schema: string | null; table: string },
    caller: Caller | undefined,
  ): Promise<number> {
    const { table_id: id } = await this.datasets.getOrCreate(caller, {
      database_id: database.id,
      schema: target.schema,
      table_name: target.table,
    });
    // Only owners may re-sync an existing dataset; others keep its columns as they are.
    await this.refresher.refresh(caller, id).catch((error: unknown) => {
      if (!(error instanceof TesseraError) || error.code !== ErrorCode.FORBIDDEN) throw error;
    });
    return id;
  }
}
