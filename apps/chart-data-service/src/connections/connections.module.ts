import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseConnectionHandlers } from './database-connection.handlers';
import { DatabaseConnections } from './database-connections';
import { DatabaseEntity } from './database.entity';
import { DatabaseFinder } from './database.finder';

/**
 * A database connection as stored (`DatabaseEntity`), its pools and who may use it. Everything that runs
 * SQL on a warehouse starts here; the folder knows nothing of datasets or charts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DatabaseEntity])],
  controllers: [DatabaseConnectionHandlers],
  providers: [DatabaseConnections, DatabaseFinder],
  exports: [DatabaseConnections, DatabaseFinder],
})
export class ConnectionsModule {}
