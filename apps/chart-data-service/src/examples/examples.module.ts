import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseEntity } from '../databases/database.entity';
import { ClientsModule } from '../clients/clients.module';
import { DatabasesModule } from '../databases/databases.module';
import { ExampleCatalogWriter } from './example-catalog.writer';
import { ExampleDashboardsClient } from './example-dashboards.client';
import { ExampleOwnerClient } from './example-owner.client';
import { ExampleWarehouse } from './example-warehouse';
import { ExamplesBootstrap } from './examples.bootstrap';
import { ExamplesSeeder } from './examples.seeder';

/** The example warehouse, datasets, charts and dashboards loaded at first start (`TESSERA_LOAD_EXAMPLES`). */
@Module({
  imports: [TypeOrmModule.forFeature([DatabaseEntity]), DatabasesModule, ClientsModule],
  providers: [ExampleWarehouse, ExampleCatalogWriter, ExampleOwnerClient, ExampleDashboardsClient, ExamplesSeeder, ExamplesBootstrap],
})
export class ExamplesModule {}
