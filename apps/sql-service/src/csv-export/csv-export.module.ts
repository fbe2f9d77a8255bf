import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueriesModule } from '../queries/queries.module';
import { QueryEntity } from '../queries/query.entity';
import { CsvExportHandlers } from './csv-export.handlers';
import { CsvExportService } from './csv-export.service';

/** CSV downloads of the editor's results. */
@Module({
  imports: [QueriesModule, TypeOrmModule.forFeature([QueryEntity])],
  controllers: [CsvExportHandlers],
  providers: [CsvExportService],
})
export class CsvExportModule {}
