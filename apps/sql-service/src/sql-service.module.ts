import { Module } from '@nestjs/common';
import { CsvExportModule } from './csv-export/csv-export.module';
import { SqlPermalinksModule } from './permalinks/sql-permalinks.module';
import { QueriesModule } from './queries/queries.module';
import { SavedQueriesModule } from './saved-queries/saved-queries.module';
import { SqlToolsModule } from './sql-tools/sql-tools.module';
import { TabStatesModule } from './tab-states/tab-states.module';

/** The SQL editor: query execution and workers, results, tab state, saved queries. */
@Module({ imports: [QueriesModule, SavedQueriesModule, TabStatesModule, SqlToolsModule, SqlPermalinksModule, CsvExportModule] })
export class SqlServiceModule {}
