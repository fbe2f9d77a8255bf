import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  badRequest,
  DATABASE_LIST_SPEC,
  Databases,
  DatabaseWriteFields,
  ErrorCode,
  TesseraError,
  ValidateParametersRequest,
} from '@tessera/contracts';
import { BusClient, serverText } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { decodeQueryObject } from '../../rest/rison-query';
import { itemResponse, listResource } from '../../rest/resource-responses';
import { ParseIdPipe } from '../../http/id-param.pipe';

function flag(value: unknown, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(serverText('Not a valid rison schema: %s must be !t or !f', name));
  return value;
}

function text(value: unknown, name: string): string | null | undefined {
  if (value === undefined || value === null) return value as null | undefined;
  if (typeof value !== 'string') throw badRequest(serverText('Not a valid rison schema: %s must be text', name));
  return value;
}

/** Superset's DatabaseRestApi (`/api/v1/database/…`). */
@Controller('api/v1/database')
export class DatabasesController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'Database')
  list(@Query('q') q: unknown) {
    return listResource(this.bus, Databases.list, DATABASE_LIST_SPEC, q);
  }

  @Get('available')
  @RequirePermission('can_read', 'Database')
  available() {
    return this.bus.request(Databases.available, {});
  }

  @Post('test_connection')
  @RequirePermission('can_write', 'Database')
  @HttpCode(200)
  testConnection(@Body() body: DatabaseWriteFields) {
    return this.bus.request(Databases.testConnection, { fields: body });
  }

  @Post('validate_parameters')
  @RequirePermission('can_write', 'Database')
  @HttpCode(200)
  async validateParameters(@Body() body: ValidateParametersRequest) {
    const { errors } = await this.bus.request(Databases.validateParameters, body);
    // Superset answers 422 with every problem found, or 200 OK when the parameters work.
    if (errors.length > 0) {
      throw new TesseraError(ErrorCode.UNPROCESSABLE, errors[0].message, { extra: { http_status: 422, envelope: 'errors', errors } });
    }
    return { message: 'OK' };
  }

  @Get(':id/catalogs')
  @RequirePermission('can_read', 'Database')
  catalogs(@Param('id', ParseIdPipe) id: number, @Query('q') q: unknown) {
    const raw = decodeQueryObject(q, ['force']);
    return this.bus.request(Databases.catalogs, { id, force: flag(raw.force, 'force') });
  }

  @Get(':id/schemas')
  @RequirePermission('can_read', 'Database')
  schemas(@Param('id', ParseIdPipe) id: number, @Query('q') q: unknown) {
    const raw = decodeQueryObject(q, ['force', 'catalog', 'upload_allowed']);
    return this.bus.request(Databases.schemas, {
      id,
      force: flag(raw.force, 'force'),
      catalog: text(raw.catalog, 'catalog'),
      uploadAllowed: flag(raw.upload_allowed, 'upload_allowed'),
    });
  }

  @Get(':id/tables')
  @RequirePermission('can_read', 'Database')
  tables(@Param('id', ParseIdPipe) id: number, @Query('q') q: unknown) {
    const raw = decodeQueryObject(q, ['force', 'schema_name', 'catalog_name', 'search', 'page', 'page_size']);
    const schema = text(raw.schema_name, 'schema_name');
    if (!schema) throw badRequest(serverText('Not a valid rison schema: schema_name is required'));
    const page = raw.page === undefined ? undefined : Number(raw.page);
    const pageSize = raw.page_size === undefined ? undefined : Number(raw.page_size);
    if (
      (page !== undefined && !(Number.isInteger(page) && page >= 0)) ||
      (pageSize !== undefined && !(Number.isInteger(pageSize) && pageSize >= 1))
    ) {
      throw badRequest(serverText('Not a valid rison schema: page and page_size must be whole numbers'));
    }
    return this.bus.request(Databases.tables, {
      id,
      schema,
      catalog: text(raw.catalog_name, 'catalog_name'),
      force: flag(raw.force, 'force'),
      search: text(raw.search, 'search') ?? undefined,
      page,
      pageSize,
    });
  }

  @Get(':id/table_metadata')
  @RequirePermission('can_read', 'Database')
  tableMetadata(
    @Param('id', ParseIdPipe) id: number,
    @Query('name') name: unknown,
    @Query('schema') schema: unknown,
    @Query('catalog') catalog: unknown,
  ) {
    return this.bus.request(Databases.tableMetadata, this.tableRequest(id, name, schema, catalog));
  }

  @Get(':id/table_metadata/extra')
  @RequirePermission('can_read', 'Database')
  tableMetadataExtra(
    @Param('id', ParseIdPipe) id: number,
    @Query('name') name: unknown,
    @Query('schema') schema: unknown,
    @Query('catalog') catalog: unknown,
  ) {
    return this.bus.request(Databases.tableMetadataExtra, this.tableRequest(id, name, schema, catalog));
  }

  @Get(':id/select_star/:table')
  @RequirePermission('can_read', 'Database')
  selectStar(@Param('id', ParseIdPipe) id: number, @Param('table') table: string) {
    return this.bus.request(Databases.selectStar, { id, table, schema: null });
  }

  @Get(':id/select_star/:table/:schema')
  @RequirePermission('can_read', 'Database')
  selectStarInSchema(@Param('id', ParseIdPipe) id: number, @Param('table') table: string, @Param('schema') schema: string) {
    return this.bus.request(Databases.selectStar, { id, table, schema });
  }

  @Get(':id')
  @RequirePermission('can_read', 'Database')
  async get(@Param('id', ParseIdPipe) id: number) {
    return itemResponse(await this.bus.request(Databases.get, { id }));
  }

  @Post()
  @RequirePermission('can_write', 'Database')
  @HttpCode(201)
  async create(@Body() body: DatabaseWriteFields) {
    const database = await this.bus.request(Databases.create, { fields: body });
    return { id: database.id, result: database };
  }

  @Put(':id')
  @RequirePermission('can_write', 'Database')
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: DatabaseWriteFields) {
    return { id, result: await this.bus.request(Databases.update, { id, fields: body }) };
  }

  @Delete(':id')
  @RequirePermission('can_write', 'Database')
  async delete(@Param('id', ParseIdPipe) id: number) {
    await this.bus.request(Databases.delete, { id });
    return { message: 'OK' };
  }

  private tableRequest(id: number, name: unknown, schema: unknown, catalog: unknown) {
    if (typeof name !== 'string' || name === '') throw badRequest(serverText('The table name is required: ?name=table_name'));
    return {
      id,
      table: name,
      schema: typeof schema === 'string' && schema ? schema : null,
      catalog: typeof catalog === 'string' && catalog ? catalog : null,
    };
  }
}
