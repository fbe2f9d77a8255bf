import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseEntity } from '../connections/database.entity';
import { ConnectionsModule } from '../connections/connections.module';
import { DatasetsModule } from '../datasets/datasets.module';
import { UploadsHandlers } from './uploads.handlers';
import { UploadsService } from './uploads.service';

/** File uploads (CSV, Excel, Parquet) into databases that allow them. */
@Module({
  imports: [TypeOrmModule.forFeature([DatabaseEntity]), ConnectionsModule, DatasetsModule],
  controllers: [UploadsHandlers],
  providers: [UploadsService],
})
export class UploadsModule {}
