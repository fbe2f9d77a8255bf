import {
  badRequest,
  Databases,
  type DatabaseCreateRequest,
  type DatabaseIdRequest,
  type DatabaseSchemasRequest,
  type DatabaseTableRequest,
  type DatabaseTablesRequest,
  type DatabaseUpdateRequest,
  type ListRequest,
  type ValidateParametersRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { describeAvailableEngines, findEngineSpec, type ConnectionParameters } from '@tessera/engines';
import { BusContext, HandleRequest, UserDirectoryClient, serverText } from '@tessera/platform';
import { DatabaseFinder } from '../connections/database.finder';
import { DatabaseIntrospectionService } from './database-introspection.service';
import { DatabaseListService } from './database-list.service';
import { DatabaseWritesService } from './database-writes.service';
import { toDatabaseView } from './database.mapper';

@Controller()
export class DatabasesHandlers {
  constructor(
    private readonly finder: DatabaseFinder,
    private readonly lists: DatabaseListService,
    private readonly writes: DatabaseWritesService,
    private readonly introspection: DatabaseIntrospectionService,
    private readonly users: UserDirectoryClient,
  ) {}

  @HandleRequest(Databases.list)
  list(@Payload() request: ListRequest, @Ctx() context: BusContext) {
    return this.lists.list(request.query, context.caller);
  }

  @HandleRequest(Databases.get)
  async get(@Payload() request: DatabaseIdRequest, @Ctx() context: BusContext) {
    const database = await this.finder.find(request.id, context.caller);
    return toDatabaseView(database, await this.users.describe([database.createdBy, database.changedBy]));
  }

  @HandleRequest(Databases.create)
  create(@Payload() request: DatabaseCreateRequest, @Ctx() context: BusContext) {
    return this.writes.create(request.fields, context.caller);
  }

  @HandleRequest(Databases.update)
  update(@Payload() request: DatabaseUpdateRequest, @Ctx() context: BusContext) {
    return this.writes.update(request.id, request.fields, context.caller);
  }

  @HandleRequest(Databases.delete)
  async delete(@Payload() request: DatabaseIdRequest) {
    await this.writes.delete(request.id);
    return { deleted: 1 };
  }

  @HandleRequest(Databases.testConnection)
  async testConnection(@Payload() request: DatabaseCreateRequest, @Ctx() context: BusContext) {
    const { superuser } = await this.writes.test(request.fields, context.caller);
    return { message: 'OK' as const, superuser };
  }

  @HandleRequest(Databases.validateParameters)
  async validateParameters(@Payload() request: ValidateParametersRequest) {
    if (!findEngineSpec(request.engine)) throw badRequest(serverText('Engine "%s" is not a valid engine.', request.engine));
    return { errors: await this.writes.validateParameters(request.engine, (request.parameters ?? {}) as ConnectionParameters) };
  }

  @HandleRequest(Databases.available)
  available() {
    return describeAvailableEngines();
  }

  @HandleRequest(Databases.functionNames)
  functionNames(@Payload() request: DatabaseIdRequest, @Ctx() context: BusContext) {
    return this.introspection.functionNames(request.id, context.caller);
  }

  @HandleRequest(Databases.catalogs)
  catalogs(@Payload() request: DatabaseSchemasRequest, @Ctx() context: BusContext) {
    return this.introspection.catalogs(request.id, context.caller, request.force);
  }

  @HandleRequest(Databases.schemas)
  schemas(@Payload() request: DatabaseSchemasRequest, @Ctx() context: BusContext) {
    return this.introspection.schemas(request.id, context.caller, request);
  }

  @HandleRequest(Databases.tables)
  tables(@Payload() request: DatabaseTablesRequest, @Ctx() context: BusContext) {
    return this.introspection.tables(request.id, context.caller, request);
  }

  @HandleRequest(Databases.tableMetadata)
  tableMetadata(@Payload() request: DatabaseTableRequest, @Ctx() context: BusContext) {
    return this.introspection.tableMetadata(request.id, context.caller, request.table, request.schema ?? null, request.catalog ?? null);
  }

  @HandleRequest(Databases.tableMetadataExtra)
  async tableMetadataExtra(@Payload() request: DatabaseTableRequest, @Ctx() context: BusContext) {
    const metadata = await this.introspection.tableMetadata(
      request.id,
      context.caller,
      request.table,
      request.schema ?? null,
      request.catalog ?? null,
    );
    // Only partitioned engines (Presto, Hive) report `partitions`; Superset then omits the key.
    return { indexes: metadata.indexes, comment: metadata.comment };
  }

  @HandleRequest(Databases.selectStar)
  selectStar(@Payload() request: DatabaseTableRequest, @Ctx() context: BusContext) {
    return this.introspection.selectStar(request.id, context.caller, request.table, request.schema ?? null, request.catalog ?? null);
  }
}
