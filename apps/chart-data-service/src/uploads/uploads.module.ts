import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseEntity } from '../databases/database.entity';
import { DatabasesModule } from '../databases/databases.module';
import { DatasetsModule } from '../datasets/datasets.module';
import { UploadsHandlers } from './uploads.handlers';
import { UploadsService } from './uploads.service';

/** File uploads (CSV, Excel, Parquet) into databases that allow them. */
@Module({
  imports: [TypeOrmModule.forFeature([DatabaseEntity]), DatabasesModule, DatasetsModule],
  controllers: [UploadsHandlers],
  providers: [UploadsService],
})
export class UploadsModule {}
