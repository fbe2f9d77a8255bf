import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseEntity } from '../connections/database.entity';
import { ClientsModule } from '../clients/clients.module';
import { ConnectionsModule } from '../connections/connections.module';
import { ExampleCatalogWriter } from './example-catalog.writer';
import { ExampleDashboardsClient } from './example-dashboards.client';
import { ExampleOwnerClient } from './example-owner.client';
import { ExampleWarehouse } from './example-warehouse';
import { ExamplesBootstrap } from './examples.bootstrap';
import { ExamplesHandlers } from './examples.handlers';
import { ExamplesProgress } from './examples.progress';
import { ExamplesSeeder } from './examples.seeder';

/** The example warehouse, datasets, charts and dashboards loaded at first start (`TESSERA_LOAD_EXAMPLES`). */
@Module({
  imports: [TypeOrmModule.forFeature([DatabaseEntity]), ConnectionsModule, ClientsModule],
  controllers: [ExamplesHandlers],
  providers: [
    ExampleWarehouse,
    ExampleCatalogWriter,
    ExampleOwnerClient,
    ExampleDashboardsClient,
    ExamplesSeeder,
    ExamplesProgress,
    ExamplesBootstrap,
  ],
})
export class ExamplesModule {}
