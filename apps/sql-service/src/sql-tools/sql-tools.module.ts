import { Module } from '@nestjs/common';
import { QueriesModule } from '../queries/queries.module';
import { SqlToolsHandlers } from './sql-tools.handlers';
import { SqlToolsService } from './sql-tools.service';

/** Formatting, validation and cost estimates for the editor. */
@Module({ imports: [QueriesModule], controllers: [SqlToolsHandlers], providers: [SqlToolsService] })
export class SqlToolsModule {}
