import { DatabaseConnectionInfoLookup, type DatabaseConnectionInfo, type DatabaseConnectionInfoRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { findEngineSpec } from '@tessera/engines';
import { BusContext, HandleRequest } from '@tessera/platform';
import { DatabaseConnections } from './database-connections';
import { parsedExtra } from './database-extra';
import { DatabaseFinder } from './database.finder';

/**
 * How other services (the SQL editor) reach a database. The finder's access rules apply to the
 * caller in the envelope; the answer never leaves the services, the gateway exposes no route to it.
 */
@Controller()
export class DatabaseConnectionHandlers {
  constructor(
    private readonly finder: DatabaseFinder,
    private readonly connections: DatabaseConnections,
  ) {}

  @HandleRequest(DatabaseConnectionInfoLookup)
  async connectionInfo(@Payload() request: DatabaseConnectionInfoRequest, @Ctx() context: BusContext): Promise<DatabaseConnectionInfo> {
    const database = await this.finder.find(request.id, context.caller);
    const engine = findEngineSpec(database.engine)?.engine ?? database.engine;
    return {
      id: database.id,
      database_name: database.databaseName,
      engine,
      backend: engine,
      uri: this.connections.connectionUri(database),
      allow_dml: database.allowDml,
      allow_run_async: database.allowRunAsync,
      allow_ctas: database.allowCtas,
      allow_cvas: database.allowCvas,
      expose_in_sqllab: database.exposeInSqllab,
      force_ctas_schema: database.forceCtasSchema,
      cache_timeout: database.cacheTimeout,
      extra: parsedExtra(database.extra),
    };
  }
}
