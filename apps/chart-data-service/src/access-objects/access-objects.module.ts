import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseEntity } from '../databases/database.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { AccessObjectsAnnouncer } from './access-objects.announcer';
import { AccessObjectsHandlers } from './access-objects.handlers';

/** The objects per-object permissions name: answered on request, announced when they change. */
@Module({
  imports: [TypeOrmModule.forFeature([DatabaseEntity, DatasetEntity])],
  controllers: [AccessObjectsHandlers],
  providers: [AccessObjectsAnnouncer],
  exports: [AccessObjectsAnnouncer],
})
export class AccessObjectsModule {}
