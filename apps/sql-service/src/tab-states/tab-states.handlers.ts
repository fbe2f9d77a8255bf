import {
  SqlQueries,
  TableSchemas,
  TabStates,
  type TableSchemaCreateRequest,
  type TableSchemaExpandedRequest,
  type TableSchemaIdRequest,
  type TabStateCreateRequest,
  type TabStateIdRequest,
  type TabStateQueryRequest,
  type TabStateUpdateRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { SqlLabBootstrapService } from './sqllab-bootstrap.service';
import { TableSchemasService } from './table-schemas.service';
import { TabStatesService } from './tab-states.service';

@Controller()
export class TabStatesHandlers {
  constructor(
    private readonly tabs: TabStatesService,
    private readonly tables: TableSchemasService,
    private readonly sqlLab: SqlLabBootstrapService,
  ) {}

  @HandleRequest(SqlQueries.bootstrap)
  bootstrap(@Ctx() context: BusContext) {
    return this.sqlLab.bootstrap(context.caller);
  }

  @HandleRequest(TabStates.create)
  create(@Payload() request: TabStateCreateRequest, @Ctx() context: BusContext) {
    return this.tabs.create(request.queryEditor, context.caller);
  }

  @HandleRequest(TabStates.get)
  get(@Payload() request: TabStateIdRequest, @Ctx() context: BusContext) {
    return this.tabs.get(request.id, context.caller);
  }

  @HandleRequest(TabStates.update)
  update(@Payload() request: TabStateUpdateRequest, @Ctx() context: BusContext) {
    return this.tabs.update(request.id, request.changes, context.caller);
  }

  @HandleRequest(TabStates.delete)
  delete(@Payload() request: TabStateIdRequest, @Ctx() context: BusContext) {
    return this.tabs.delete(request.id, context.caller);
  }

  @HandleRequest(TabStates.activate)
  activate(@Payload() request: TabStateIdRequest, @Ctx() context: BusContext) {
    return this.tabs.activate(request.id, context.caller);
  }

  @HandleRequest(TabStates.migrateQuery)
  migrateQuery(@Payload() request: TabStateQueryRequest, @Ctx() context: BusContext) {
    return this.tabs.migrateQuery(request.id, request.clientId, context.caller);
  }

  @HandleRequest(TabStates.deleteQuery)
  deleteQuery(@Payload() request: TabStateQueryRequest, @Ctx() context: BusContext) {
    return this.tabs.deleteQuery(request.id, request.clientId, context.caller);
  }

  @HandleRequest(TableSchemas.create)
  createTable(@Payload() request: TableSchemaCreateRequest, @Ctx() context: BusContext) {
    return this.tables.create(request.table, context.caller);
  }

  @HandleRequest(TableSchemas.delete)
  deleteTable(@Payload() request: TableSchemaIdRequest, @Ctx() context: BusContext) {
    return this.tables.delete(request.id, context.caller);
  }

  @HandleRequest(TableSchemas.expanded)
  expandTable(@Payload() request: TableSchemaExpandedRequest, @Ctx() context: BusContext) {
    return this.tables.setExpanded(request.id, request.expanded, context.caller);
  }
}
