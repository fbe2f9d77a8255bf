import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientsModule } from '../clients/clients.module';
import { ConnectionsModule } from '../connections/connections.module';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetColumnEntity } from './dataset-column.entity';
import { DatasetCreateService } from './dataset-create.service';
import { DatasetDeleteService } from './dataset-delete.service';
import { DatasetExternalMetadataService } from './dataset-external-metadata.service';
import { DatasetListService } from './dataset-list.service';
import { DatasetMetricEntity } from './dataset-metric.entity';
import { DatasetRefreshService } from './dataset-refresh.service';
import { DatasetSamplesService } from './dataset-samples.service';
import { DatasetSourceReader } from './dataset-source.reader';
import { DatasetStore } from './dataset-store';
import { DatasetUpdateService } from './dataset-update.service';
import { DatasetEntity } from './dataset.entity';
import { DatasetFinder } from './dataset.finder';
import { DatasetsHandlers } from './datasets.handlers';
import { DatasourceHandlers } from './datasource.handlers';
import { PhysicalDatasetIdsHandlers } from './physical-dataset-ids.handlers';
import { TableAccess } from './table-access';

/** Datasets: CRUD, lists, column sync with the source, copies, samples and source metadata. */
@Module({
  imports: [
    TypeOrmModule.forFeature([DatasetEntity, DatasetColumnEntity, DatasetMetricEntity, DatabaseEntity]),
    ConnectionsModule,
    ClientsModule,
  ],
  controllers: [DatasetsHandlers, DatasourceHandlers, PhysicalDatasetIdsHandlers],
  providers: [
    DatasetFinder,
    DatasetStore,
    DatasetSourceReader,
    DatasetListService,
    DatasetCreateService,
    DatasetUpdateService,
    DatasetRefreshService,
    DatasetDeleteService,
    DatasetSamplesService,
    DatasetExternalMetadataService,
    TableAccess,
  ],
  exports: [DatasetCreateService, DatasetRefreshService, TableAccess],
})
export class DatasetsModule {}
