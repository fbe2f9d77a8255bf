import { PhysicalDatasetIdsLookup, type PhysicalDatasetIds, type PhysicalDatasetIdsRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import { BusContext, HandleRequest } from '@tessera/platform';
import { Repository } from 'typeorm';
import { DatabaseFinder } from '../connections/database.finder';
import { DatasetEntity } from './dataset.entity';
import { datasetIdsPerTable } from './physical-dataset-match';

/**
 * Which physical datasets a SQL editor script reads, so the SQL service can honour grants on single
 * datasets. Virtual datasets never count: their name says nothing about the tables they read.
 */
@Controller()
export class PhysicalDatasetIdsHandlers {
  constructor(
    private readonly finder: DatabaseFinder,
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
  ) {}

  @HandleRequest(PhysicalDatasetIdsLookup)
  async physicalDatasetIds(@Payload() request: PhysicalDatasetIdsRequest, @Ctx() context: BusContext): Promise<PhysicalDatasetIds> {
    const database = await this.finder.find(request.database_id, context.caller);
    const names = [...new Set(request.tables.map((table) => table.table))];
    if (names.length === 0) return { dataset_ids: [] };
    const candidates = await this.datasets
      .createQueryBuilder('d')
      .select(['d.id', 'd.tableName', 'd.schemaName', 'd.catalog'])
      .where('d.database_id = :databaseId', { databaseId: database.id })
      .andWhere('d.table_name IN (:...names)', { names })
      .andWhere("(d.sql IS NULL OR btrim(d.sql) = '')")
      .getMany();
    const locations = candidates.map((dataset) => ({
      id: dataset.id,
      tableName: dataset.tableName,
      schema: dataset.schemaName,
      catalog: dataset.catalog,
    }));
    return { dataset_ids: datasetIdsPerTable(locations, request.tables, request.default_schema ?? null) };
  }
}
