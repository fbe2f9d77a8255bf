import {
  ErrorCode,
  forbidden,
  notFound,
  TesseraError,
  type Caller,
  type ConnectionError,
  type DatabaseView,
  type DatabaseWriteFields,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { testConnection, validateParameters, type ConnectionFacts, type ConnectionParameters } from '@tessera/engines';
import { UserDirectoryClient, serverText } from '@tessera/platform';
import { Repository } from 'typeorm';
import { chartViewerOf } from '../access/viewer';
import { AccessObjectsAnnouncer } from '../clients/access-objects.announcer';
import { DatabaseConnections } from '../connections/database-connections';
import { parsedExtra } from '../connections/database-extra';
import { withPassword } from '../connections/database-uri';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { checkExtra, invalidFields, resolveConnection, type ResolvedConnection } from './database-write.rules';
import { toDatabaseView } from './database.mapper';

const FLAGS = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_file_upload',
  'impersonate_user',
  'is_managed_externally',
] as const;
const FLAG_PROPERTIES: Record<(typeof FLAGS)[number], keyof DatabaseEntity> = {
  expose_in_sqllab: 'exposeInSqllab',
  allow_run_async: 'allowRunAsync',
  allow_ctas: 'allowCtas',
  allow_cvas: 'allowCvas',
  allow_dml: 'allowDml',
  allow_file_upload: 'allowFileUpload',
  impersonate_user: 'impersonateUser',
  is_managed_externally: 'isManagedExternally',
};

/** Creating, changing and deleting database connections; every new connection is tested first. */
@Injectable()
export class DatabaseWritesService {
  constructor(
    @InjectRepository(DatabaseEntity) private readonly databases: Repository<DatabaseEntity>,
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
    private readonly connections: DatabaseConnections,
    private readonly users: UserDirectoryClient,
    private readonly accessObjects: AccessObjectsAnnouncer,
  ) {}

  async create(fields: DatabaseWriteFields, caller: Caller | undefined): Promise<DatabaseView> {
    if (!fields.database_name?.trim()) throw invalidFields({ database_name: [serverText('Missing data for required field.')] });
    const connection = resolveConnection(fields);
    if (!connection) throw invalidFields({ sqlalchemy_uri: [serverText('Missing data for required field.')] });
    this.assertEngineAllowed(connection, caller);
    checkExtra(fields.extra);
    await this.assertUniqueName(fields.database_name.trim(), null);
    await this.assertConnects(connection, connection.password ?? null, parsedExtra(fields.extra));
    const entity = this.databases.create({
      databaseName: fields.database_name.trim(),
      engine: connection.engine,
      driver: fields.driver ?? '',
      sqlalchemyUri: connection.uri,
      encryptedPassword: connection.password ? this.connections.secrets.encrypt(connection.password) : null,
      configurationMethod: fields.configuration_method ?? 'sqlalchemy_form',
      extra: fields.extra || '{}',
      createdBy: caller?.userId ?? null,
      changedBy: caller?.userId ?? null,
      ...(fields.uuid ? { uuid: fields.uuid } : {}),
    });
    this.applyOptions(entity, fields);
    const saved = await this.databases.save(entity);
    await this.accessObjects.changed({ database_id: saved.id });
    return this.view(saved);
  }

  async update(id: number, fields: DatabaseWriteFields, caller: Caller | undefined): Promise<DatabaseView> {
    const entity = await this.databases.findOneBy({ id });
    if (!entity) throw notFound();
    const previousName = entity.databaseName;
    if (fields.database_name !== undefined) {
      await this.assertUniqueName(fields.database_name.trim(), id);
      entity.databaseName = fields.database_name.trim();
    }
    checkExtra(fields.extra);
    const connection = resolveConnection(fields, { engine: entity.engine, uri: entity.sqlalchemyUri });
    if (connection) {
      this.assertEngineAllowed(connection, caller);
      const stored = entity.encryptedPassword ? this.connections.secrets.decrypt(entity.encryptedPassword) : null;
      const password = connection.password === undefined ? stored : connection.password;
      await this.assertConnects(connection, password, parsedExtra(fields.extra ?? entity.extra));
      entity.engine = connection.engine;
      entity.sqlalchemyUri = connection.uri;
      entity.encryptedPassword = password ? this.connections.secrets.encrypt(password) : null;
    }
    if (fields.driver !== undefined) entity.driver = fields.driver;
    if (fields.configuration_method) entity.configurationMethod = fields.configuration_method;
    if (fields.extra !== undefined) entity.extra = fields.extra || '{}';
    this.applyOptions(entity, fields);
    entity.changedBy = caller?.userId ?? null;
    const saved = await this.databases.save(entity);
    await this.connections.close(id);
    await this.accessObjects.changed({
      database_id: id,
      ...(saved.databaseName !== previousName ? { previous_database_name: previousName } : {}),
    });
    return this.view(saved);
  }

  async delete(id: number): Promise<void> {
    const entity = await this.databases.findOneBy({ id });
    if (!entity) throw notFound();
    const datasets = await this.datasets.countBy({ databaseId: id });
    // Superset's DatabaseDeleteDatasetsExistFailedError.
    if (datasets > 0) throw new TesseraError(ErrorCode.UNPROCESSABLE, serverText('Cannot delete a database that has datasets attached'));
    await this.databases.delete({ id });
    await this.connections.close(id);
    await this.accessObjects.changed({ database_id: id, previous_database_name: entity.databaseName, database_deleted: true });
  }

  /** Tests a connection described by a payload without saving it (`test_connection/`). */
  async test(fields: DatabaseWriteFields, caller: Caller | undefined): Promise<ConnectionFacts> {
    let connection = resolveConnection(fields);
    if (!connection) throw invalidFields({ sqlalchemy_uri: [serverText('Missing data for required field.')] });
    this.assertEngineAllowed(connection, caller);
    let password = connection.password ?? null;
    if (connection.password === undefined && fields.database_name) {
      const existing = await this.databases.findOneBy({ databaseName: fields.database_name });
      password = existing?.encryptedPassword ? this.connections.secrets.decrypt(existing.encryptedPassword) : null;
      connection = { ...connection, password };
    }
    return this.assertConnects(connection, password, parsedExtra(fields.extra));
  }

  /** `validate_parameters/`: the dynamic form's checks, connecting as the database's pools would. */
  validateParameters(engine: string, parameters: ConnectionParameters): Promise<ConnectionError[]> {
    return validateParameters(engine, parameters, { memoryLimit: this.connections.openSettings({}).memoryLimit });
  }

  private applyOptions(entity: DatabaseEntity, fields: DatabaseWriteFields): void {
    for (const flag of FLAGS)
      if (fields[flag] !== undefined) (entity as unknown as Record<string, unknown>)[FLAG_PROPERTIES[flag]] = fields[flag];
    if (fields.cache_timeout !== undefined) entity.cacheTimeout = fields.cache_timeout;
    if (fields.force_ctas_schema !== undefined) entity.forceCtasSchema = fields.force_ctas_schema || null;
    if (fields.server_cert !== undefined) entity.serverCert = fields.server_cert;
    if (fields.external_url !== undefined) entity.externalUrl = fields.external_url;
  }

  /** DuckDB connections open local files: only administrators may create them. */
  private assertEngineAllowed(connection: ResolvedConnection, caller: Caller | undefined): void {
    if (connection.engine === 'duckdb' && !chartViewerOf(caller).isAdmin) {
      throw forbidden(serverText('DuckDB databases read local files; only administrators can connect one'));
    }
  }

  private async assertUniqueName(name: string, exceptId: number | null): Promise<void> {
    const existing = await this.databases.findOneBy({ databaseName: name });
    if (existing && existing.id !== exceptId)
      throw invalidFields({ database_name: [serverText('A database with the same name already exists.')] });
  }

  private async assertConnects(
    connection: ResolvedConnection,
    password: string | null,
    extra: Record<string, unknown>,
  ): Promise<ConnectionFacts> {
    try {
      const uri = withPassword(connection.uri, password);
      return await testConnection({ engine: connection.engine, uri, connectTimeoutMs: 10_000, ...this.connections.openSettings(extra) });
    } catch (error) {
      if (error instanceof TesseraError) {
        throw new TesseraError(error.code, error.message, {
          errorType: error.explicitErrorType,
          extra: { ...error.extra, http_status: 422 },
        });
      }
      throw error;
    }
  }

  private async view(entity: DatabaseEntity): Promise<DatabaseView> {
    return toDatabaseView(entity, await this.users.describe([entity.createdBy, entity.changedBy]));
  }
}
