import type { ServiceDefinition } from '@tessera/platform';
import { CreateSqlTables1790000000500 } from './migrations/1790000000500-create-sql-tables';
import { CreateSqlPermalinkTable1790000000510 } from './migrations/1790000000510-create-sql-permalink-table';
import { AddSavedQueryUuid1790000000520 } from './migrations/1790000000520-add-saved-query-uuid';
import { SqlPermalinkEntity } from './permalinks/sql-permalink.entity';
import { QueryEntity } from './queries/query.entity';
import { SavedQueryEntity } from './saved-queries/saved-query.entity';
import { TableSchemaEntity } from './tab-states/table-schema.entity';
import { TabStateEntity } from './tab-states/tab-state.entity';
import { SqlServiceModule } from './sql-service.module';

/** The SQL service: runs in its own process in cluster mode and inside the embedded process otherwise. */
export const sqlServiceDefinition: ServiceDefinition = {
  name: 'sql',
  schema: 'sql',
  entities: [QueryEntity, SavedQueryEntity, TabStateEntity, TableSchemaEntity, SqlPermalinkEntity],
  migrations: [CreateSqlTables1790000000500, CreateSqlPermalinkTable1790000000510, AddSavedQueryUuid1790000000520],
  module: SqlServiceModule,
};
