import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientsModule } from '../clients/clients.module';
import { DatasetEntity } from '../datasets/dataset.entity';
import { DatabaseConnectionHandlers } from './database-connection.handlers';
import { DatabaseConnections } from './database-connections';
import { DatabaseIntrospectionService } from './database-introspection.service';
import { DatabaseListService } from './database-list.service';
import { DatabaseWritesService } from './database-writes.service';
import { DatabaseEntity } from './database.entity';
import { DatabaseFinder } from './database.finder';
import { DatabasesHandlers } from './databases.handlers';
import { PhysicalDatasetIdsHandlers } from './physical-dataset-ids.handlers';
import { TableAccess } from './table-access';

@Module({
  imports: [TypeOrmModule.forFeature([DatabaseEntity, DatasetEntity]), ClientsModule],
  controllers: [DatabasesHandlers, DatabaseConnectionHandlers, PhysicalDatasetIdsHandlers],
  providers: [DatabaseConnections, DatabaseFinder, DatabaseListService, DatabaseWritesService, DatabaseIntrospectionService, TableAccess],
  exports: [DatabaseConnections, DatabaseFinder, TableAccess],
})
export class DatabasesModule {}
