import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { AccessObjectsHandlers } from './access-objects.handlers';

/**
 * The objects per-object permissions name, answered on request. Changes are announced by the writers
 * themselves through `clients/access-objects.announcer.ts`, so nothing here is imported by them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DatabaseEntity, DatasetEntity])],
  controllers: [AccessObjectsHandlers],
})
export class AccessObjectsModule {}
