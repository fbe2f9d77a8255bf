import type { Caller, ListQuery, ListReply } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fetchListPage, UserDirectoryClient, type ListQueryMapping } from '@tessera/platform';
import { Repository } from 'typeorm';
import { chartViewerOf, seesAllData } from '../access/viewer';
import { DatabaseEntity } from '../connections/database.entity';
import { toDatabaseView } from './database.mapper';

const LIST_MAPPING: ListQueryMapping = {
  columns: {
    id: 'db.id',
    uuid: 'db.uuid',
    database_name: 'db.database_name',
    expose_in_sqllab: 'db.expose_in_sqllab',
    allow_file_upload: 'db.allow_file_upload',
    allow_dml: 'db.allow_dml',
    allow_run_async: 'db.allow_run_async',
    created_by: 'db.created_by_fk',
    changed_by: 'db.changed_by_fk',
    changed_on: 'db.changed_on',
    changed_on_delta_humanized: 'db.changed_on',
    'created_by.first_name': 'db.created_by_fk',
  },
  filterHandlers: {
    // Superset's `upload_is_enabled`: databases that take file uploads.
    allow_file_upload: (where, filter, param) =>
      where.andWhere(`db.allow_file_upload = :${param}`, { [param]: filter.opr === 'upload_is_enabled' ? true : filter.value }),
  },
};

/** Databases the caller may see (Superset's DatabaseFilter), listed with the generic machinery. */
@Injectable()
export class DatabaseListService {
  constructor(
    @InjectRepository(DatabaseEntity) private readonly databases: Repository<DatabaseEntity>,
    private readonly users: UserDirectoryClient,
  ) {}

  async list(query: ListQuery, caller: Caller | undefined): Promise<ListReply> {
    const qb = this.databases.createQueryBuilder('db');
    const viewer = chartViewerOf(caller);
    if (!seesAllData(viewer)) {
      const condition = viewer.access.databaseCondition('db');
      if (condition) qb.andWhere(condition.sql, condition.params);
    }
    const page = await fetchListPage(qb, query, LIST_MAPPING, (db) => db);
    const users = await this.users.describe(page.result.flatMap((db) => [db.createdBy, db.changedBy]));
    return { ...page, result: page.result.map((db) => toDatabaseView(db, users) as unknown as Record<string, unknown>) };
  }
}
