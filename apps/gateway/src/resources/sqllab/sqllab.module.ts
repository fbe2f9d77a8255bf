import { Module, type OnModuleInit } from '@nestjs/common';
import { QUERY_LIST_SPEC, SAVED_QUERY_LIST_SPEC, SavedQueries, SqlQueries } from '@tessera/contracts';
import { AsyncModule } from '../../async/async.module';
import { AuthModule } from '../../auth/auth.module';
import { RestResourceRegistry } from '../../rest/resource-registry';
import { QueriesController } from './queries.controller';
import { SavedQueriesController } from './saved-queries.controller';
import { SqlLabController } from './sqllab.controller';
import { SqlLabPermalinksController } from './sqllab-permalinks.controller';
import { TableSchemasController, TabStatesController } from './tab-states.controller';
import { ValidateSqlController } from './validate-sql.controller';

/** The SQL editor's HTTP routes: execution and results, query history, saved queries, tab state. */
@Module({
  imports: [AuthModule, AsyncModule],
  controllers: [
    SqlLabPermalinksController,
    SqlLabController,
    QueriesController,
    SavedQueriesController,
    TabStatesController,
    TableSchemasController,
    ValidateSqlController,
  ],
})
export class SqlLabRestModule implements OnModuleInit {
  constructor(private readonly registry: RestResourceRegistry) {}

  onModuleInit() {
    this.registry.register({
      name: 'query',
      viewMenu: 'Query',
      spec: QUERY_LIST_SPEC,
      userRelatedFields: ['user'],
      related: SqlQueries.related,
      distinct: SqlQueries.distinct,
    });
    this.registry.register({
      name: 'saved_query',
      viewMenu: 'SavedQuery',
      spec: SAVED_QUERY_LIST_SPEC,
      userRelatedFields: ['created_by', 'changed_by'],
      related: SavedQueries.related,
      distinct: SavedQueries.distinct,
    });
  }
}
