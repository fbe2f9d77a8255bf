import { Controller, Get, Param } from '@nestjs/common';
import { Databases, type DatabaseView } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { ParseIdPipe } from '../../http/id-param.pipe';

/** The fields of Superset's `DatabaseConnectionSchema`: how a database connects, its password masked. */
const CONNECTION_FIELDS = [
  'id',
  'uuid',
  'database_name',
  'backend',
  'driver',
  'sqlalchemy_uri',
  'parameters',
  'configuration_method',
  'cache_timeout',
  'expose_in_sqllab',
  'allow_run_async',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_file_upload',
  'force_ctas_schema',
  'impersonate_user',
  'is_managed_externally',
  'extra',
  'server_cert',
  'engine_information',
] as const satisfies readonly (keyof DatabaseView)[];

/**
 * The routes of Superset's DatabaseRestApi about one database's surroundings: its connection as the
 * edit form reads it, what is built on it, and the table routes older clients still call.
 */
@Controller('api/v1/database')
export class DatabaseObjectsController {
  constructor(private readonly bus: BusClient) {}

  /** The connection form's data; editing a connection needs write access, so reading it does too. */
  @Get(':id/connection')
  @RequirePermission('can_write', 'Database')
  async connection(@Param('id', ParseIdPipe) id: number) {
    const database = await this.bus.request(Databases.get, { id });
    const result = Object.fromEntries(CONNECTION_FIELDS.map((field) => [field, database[field]]));
    // Tessera stores no encrypted extra and no SSH tunnels: Superset answers these as empty.
    return { id, result: { ...result, masked_encrypted_extra: null, parameters_schema: {}, ssh_tunnel: null } };
  }

  /** The functions the SQL editor offers while typing; the service checks the caller may use the database. */
  @Get(':id/function_names')
  @RequirePermission('can_read', 'Database')
  functionNames(@Param('id', ParseIdPipe) id: number) {
    return this.bus.request(Databases.functionNames, { id });
  }

  @Get(':id/related_objects')
  @RequirePermission('can_read', 'Database')
  relatedObjects(@Param('id', ParseIdPipe) id: number) {
    return this.bus.request(Databases.relatedObjects, { id });
  }

  /** Superset's older form of `table_metadata/?name=&schema=`. */
  @Get(':id/table/:table/:schema')
  @RequirePermission('can_read', 'Database')
  table(@Param('id', ParseIdPipe) id: number, @Param('table') table: string, @Param('schema') schema: string) {
    return this.bus.request(Databases.tableMetadata, { id, table, schema, catalog: null });
  }

  /** Superset's older form of `table_metadata/extra/?name=&schema=`. */
  @Get(':id/table_extra/:table/:schema')
  @RequirePermission('can_read', 'Database')
  tableExtra(@Param('id', ParseIdPipe) id: number, @Param('table') table: string, @Param('schema') schema: string) {
    return this.bus.request(Databases.tableMetadataExtra, { id, table, schema, catalog: null });
  }
}
