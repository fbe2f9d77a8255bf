import { badRequest, notFound, type Caller, type ExternalColumn, type ExternalMetadataRequest } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DatabaseEntity } from '../connections/database.entity';
import { DatabaseFinder } from '../connections/database.finder';
import { DatasetSourceReader } from './dataset-source.reader';
import { TableAccess } from './table-access';
import { serverText } from '@tessera/platform';

/** `GET /datasource/external_metadata_by_name/`: the columns a table (or query) has in its database now. */
@Injectable()
export class DatasetExternalMetadataService {
  constructor(
    @InjectRepository(DatabaseEntity) private readonly databases: Repository<DatabaseEntity>,
    private readonly finder: DatabaseFinder,
    private readonly reader: DatasetSourceReader,
    private readonly access: TableAccess,
  ) {}

  async columns(caller: Caller | undefined, request: ExternalMetadataRequest): Promise<ExternalColumn[]> {
    const database = await this.database(caller, request);
    const sql = request.sql && request.sql.trim() !== '' ? request.sql : null;
    if (!sql && !request.tableName) throw badRequest(serverText('Either table_name or sql is required'));
    if (!sql) {
      const defaultSchema = await this.reader.defaultSchema(database);
      const table = { table: request.tableName ?? '', schema: request.schemaName ?? defaultSchema, catalog: request.catalogName ?? null };
      await this.access.assertReadable(database, table, caller, defaultSchema);
    }
    return this.reader.columns(database, {
      tableName: request.tableName ?? '',
      schema: request.schemaName ?? null,
      catalog: request.catalogName ?? null,
      sql,
    });
  }

  private async database(caller: Caller | undefined, request: ExternalMetadataRequest): Promise<DatabaseEntity> {
    if (request.databaseId !== undefined) return this.finder.find(request.databaseId, caller);
    if (!request.databaseName) throw badRequest(serverText('database_name is required'));
    const database = await this.databases.findOneBy({ databaseName: request.databaseName });
    if (!database) throw notFound(serverText('Database %s does not exist', request.databaseName));
    return this.finder.find(database.id, caller);
  }
}
