import { ErrorCode, TesseraError, type Caller } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UserDirectoryClient } from '@tessera/platform';
import { Repository } from 'typeorm';
import { DatabaseFinder } from '../connections/database.finder';
import type { DatabaseEntity } from '../connections/database.entity';
import { databaseMissing, datasetExists, ownersInvalid } from './dataset.errors';
import { DatasetEntity } from './dataset.entity';

/** Where a dataset's table lives: unique per database, catalog and schema. */
export interface TableRef {
  databaseId: number;
  catalog: string | null;
  schema: string | null;
  tableName: string;
}

/** Checks every dataset write shares: the database, the table's uniqueness, the owners. */
@Injectable()
export class DatasetStore {
  constructor(
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
    private readonly databases: DatabaseFinder,
    private readonly users: UserDirectoryClient,
  ) {}

  /** The dataset's database, which must exist and be visible to the caller (422 otherwise). */
  async database(id: number, caller: Caller | undefined): Promise<DatabaseEntity> {
    try {
      return await this.databases.find(id, caller);
    } catch (error) {
      if (error instanceof TesseraError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.FORBIDDEN))
        throw databaseMissing();
      throw error;
    }
  }

  /** The dataset already registered for this table, if any. */
  async findByTable(table: TableRef): Promise<DatasetEntity | null> {
    return this.datasets
      .createQueryBuilder('d')
      .where('d.database_id = :databaseId AND d.table_name = :tableName', table)
      .andWhere("COALESCE(d.catalog, '') = :catalog AND COALESCE(d.schema, '') = :schema", {
        catalog: table.catalog ?? '',
        schema: table.schema ?? '',
      })
      .getOne();
  }

  /** 422 `Dataset … already exists` when another dataset has the table. */
  /** The entity properties of a table reference. */
  static columnsOf(table: TableRef): Pick<DatasetEntity, 'databaseId' | 'catalog' | 'schemaName' | 'tableName'> {
    return { databaseId: table.databaseId, catalog: table.catalog, schemaName: table.schema, tableName: table.tableName };
  }

  async assertUnique(table: TableRef, exceptId: number | null): Promise<void> {
    const existing = await this.findByTable(table);
    if (existing && existing.id !== exceptId) throw datasetExists(table.tableName, table.schema, table.catalog);
  }

  async assertUsersExist(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await this.users.describe(ids);
    if (ids.some((id) => !found.has(id))) throw ownersInvalid();
  }
}
