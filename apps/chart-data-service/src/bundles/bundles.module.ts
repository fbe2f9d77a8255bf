import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChartEntity } from '../charts/chart.entity';
import { DatabaseEntity } from '../connections/database.entity';
import { ClientsModule } from '../clients/clients.module';
import { ConnectionsModule } from '../connections/connections.module';
import { DatasetEntity } from '../datasets/dataset.entity';
import { BundleExportService } from './bundle-export.service';
import { BundleImportService } from './bundle-import.service';
import { BundlesHandlers } from './bundles.handlers';

/** Export and import of databases and datasets as Superset's v1 bundles. */
@Module({
  imports: [TypeOrmModule.forFeature([DatabaseEntity, DatasetEntity, ChartEntity]), ConnectionsModule, ClientsModule],
  controllers: [BundlesHandlers],
  providers: [BundleExportService, BundleImportService],
})
export class BundlesModule {}
