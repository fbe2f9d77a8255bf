import { Module } from '@nestjs/common';

/** The SQL editor: query execution and workers, results, tab state, saved queries. */
@Module({})
export class SqlServiceModule {}
