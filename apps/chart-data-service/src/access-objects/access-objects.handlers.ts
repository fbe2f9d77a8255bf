import { AccessObjectsLookup, type AccessObjectDatabase, type AccessObjectsReply, type AccessObjectsRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import { HandleRequest } from '@tessera/platform';
import { Repository } from 'typeorm';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetEntity } from '../datasets/dataset.entity';

/** The databases and datasets per-object permissions are named after, for the gateway's security catalogue. */
@Controller()
export class AccessObjectsHandlers {
  constructor(
    @InjectRepository(DatabaseEntity) private readonly databases: Repository<DatabaseEntity>,
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
  ) {}

  @HandleRequest(AccessObjectsLookup)
  async accessObjects(@Payload() request: AccessObjectsRequest): Promise<AccessObjectsReply> {
    const databases = await this.databases.find({
      select: { id: true, databaseName: true },
      where: request.database_id !== undefined ? { id: request.database_id } : {},
      order: { id: 'ASC' },
    });
    if (databases.length === 0) return { databases: [] };
    const query = this.datasets
      .createQueryBuilder('d')
      .select(['d.id', 'd.databaseId', 'd.tableName', 'd.schemaName', 'd.catalog'])
      .orderBy('d.id', 'ASC');
    if (request.database_id !== undefined) query.where('d.database_id = :databaseId', { databaseId: request.database_id });
    const byDatabase = new Map<number, AccessObjectDatabase>(
      databases.map((database) => [database.id, { id: database.id, database_name: database.databaseName, datasets: [] }]),
    );
    for (const dataset of await query.getMany()) {
      byDatabase
        .get(dataset.databaseId)
        ?.datasets.push({ id: dataset.id, table_name: dataset.tableName, schema: dataset.schemaName, catalog: dataset.catalog });
    }
    return { databases: [...byDatabase.values()] };
  }
}
