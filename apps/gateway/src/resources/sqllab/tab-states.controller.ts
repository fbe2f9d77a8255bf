import { Controller, Delete, Get, HttpCode, Param, Post, Put, Req, Res, UseInterceptors } from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { badRequest, TableSchemas, TabStates, type TabStateChanges, type TabStateEditorFields } from '@tessera/contracts';
import { BusClient, serverText } from '@tessera/platform';
import type { Request, Response } from 'express';
import { RequirePermission } from '../../auth/auth.decorators';
import { fieldOf, objectFieldOf, tabStateChangesOf } from './tab-state-request.parsers';
import { ParseIdPipe } from '../../http/id-param.pipe';

/**
 * SupersetClient's `postPayload` sends a multipart form (every value JSON-encoded); its text fields
 * are read into the body here, any file in it refused. Other bodies pass through untouched.
 */
const FormFields = () => UseInterceptors(NoFilesInterceptor());

/** Superset answers these views with bare JSON values (`5`, `"OK"`), not objects. */
function bareJson(response: Response, value: number | string): string {
  response.type('application/json');
  return JSON.stringify(value);
}

/** Superset's TabStateView (`/tabstateview/…`): the caller's SQL editor tabs. */
@Controller('tabstateview')
export class TabStatesController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @HttpCode(200)
  @RequirePermission('can_post', 'TabStateView')
  @FormFields()
  create(@Req() request: Request) {
    return this.bus.request(TabStates.create, { queryEditor: objectFieldOf(request, 'queryEditor') as TabStateEditorFields });
  }

  @Get(':id')
  @RequirePermission('can_get', 'TabStateView')
  get(@Param('id', ParseIdPipe) id: number) {
    return this.bus.request(TabStates.get, { id });
  }

  @Put(':id')
  @RequirePermission('can_put', 'TabStateView')
  @FormFields()
  async update(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await this.bus.request(TabStates.update, { id, changes: tabStateChangesOf(request) as TabStateChanges });
    return bareJson(response, id);
  }

  @Delete(':id')
  @RequirePermission('can_delete', 'TabStateView')
  async delete(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) response: Response) {
    await this.bus.request(TabStates.delete, { id });
    return bareJson(response, 'OK');
  }

  @Post(':id/activate')
  @HttpCode(200)
  @RequirePermission('can_activate', 'TabStateView')
  async activate(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) response: Response) {
    await this.bus.request(TabStates.activate, { id });
    return bareJson(response, id);
  }

  @Post(':id/migrate_query')
  @HttpCode(200)
  @RequirePermission('can_migrate_query', 'TabStateView')
  @FormFields()
  async migrateQuery(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const clientId = fieldOf(request, 'queryId');
    if (typeof clientId !== 'string' || clientId === '') throw badRequest(serverText('queryId is required'));
    await this.bus.request(TabStates.migrateQuery, { id, clientId });
    return bareJson(response, id);
  }

  @Delete(':id/query/:clientId')
  @RequirePermission('can_delete_query', 'TabStateView')
  async deleteQuery(
    @Param('id', ParseIdPipe) id: number,
    @Param('clientId') clientId: string,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.bus.request(TabStates.deleteQuery, { id, clientId });
    return bareJson(response, 'OK');
  }
}

/** Superset's TableSchemaView (`/tableschemaview/…`): table panes of a tab. */
@Controller('tableschemaview')
export class TableSchemasController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @HttpCode(200)
  @RequirePermission('can_post', 'TableSchemaView')
  @FormFields()
  create(@Req() request: Request) {
    return this.bus.request(TableSchemas.create, { table: objectFieldOf(request, 'table') });
  }

  @Delete(':id')
  @RequirePermission('can_delete', 'TableSchemaView')
  async delete(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) response: Response) {
    await this.bus.request(TableSchemas.delete, { id });
    return bareJson(response, 'OK');
  }

  @Post(':id/expanded')
  @HttpCode(200)
  @RequirePermission('can_expanded', 'TableSchemaView')
  @FormFields()
  expanded(@Param('id', ParseIdPipe) id: number, @Req() request: Request) {
    const expanded = fieldOf(request, 'expanded');
    if (typeof expanded !== 'boolean') throw badRequest(serverText('expanded must be true or false'));
    return this.bus.request(TableSchemas.expanded, { id, expanded });
  }
}
