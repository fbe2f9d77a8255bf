import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientsModule } from '../clients/clients.module';
import { ConnectionsModule } from '../connections/connections.module';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { DatasetsModule } from '../datasets/datasets.module';
import { DatabaseIntrospectionService } from './database-introspection.service';
import { DatabaseListService } from './database-list.service';
import { DatabaseWritesService } from './database-writes.service';
import { DatabasesHandlers } from './databases.handlers';

/**
 * The database resources: CRUD, connection tests, schemas and tables. Above datasets because a dataset
 * grant opens its table in the lists, and a database with datasets may not be deleted.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DatabaseEntity, DatasetEntity]), ConnectionsModule, DatasetsModule, ClientsModule],
  controllers: [DatabasesHandlers],
  providers: [DatabaseListService, DatabaseWritesService, DatabaseIntrospectionService],
})
export class DatabasesModule {}
