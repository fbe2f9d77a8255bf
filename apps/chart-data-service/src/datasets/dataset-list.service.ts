import {
  badRequest,
  notFound,
  type Caller,
  type DatasetListRow,
  type DistinctReply,
  type DistinctRequest,
  type ListQuery,
  type ListReply,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  applyGenericFilter,
  fetchListPage,
  isTrueFilterValue,
  UserDirectoryClient,
  type ListQueryMapping,
  serverText,
} from '@tessera/platform';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
import { chartViewerOf, seesAllData, type ChartViewer } from '../access/viewer';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetFinder } from './dataset.finder';
import { DatasetEntity } from './dataset.entity';
import { toDatasetListRow, userIdsOf } from './dataset.mapper';

const DATABASE_NAME = '(SELECT name_db.database_name FROM charts.database name_db WHERE name_db.id = d.database_id)';
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const COLUMNS: Record<string, string> = {
  id: 'd.id',
  uuid: 'd.uuid',
  table_name: 'd.table_name',
  catalog: 'd.catalog',
  schema: 'd.schema',
  sql: 'd.sql',
  database: 'd.database_id',
  created_by: 'd.created_by_fk',
  changed_by: 'd.changed_by_fk',
  changed_on_delta_humanized: 'd.changed_on',
  // Users live in another service, so their names cannot be sorted on here; their ids group them.
  'changed_by.first_name': 'd.changed_by_fk',
  'database.database_name': DATABASE_NAME,
};

/** Certified datasets name a certifier in their `extra` JSON (guarded so other `extra` text never fails the cast). */
const CERTIFIED = `(CASE WHEN d.extra LIKE '%certified_by%' THEN (d.extra::jsonb #>> '{certification,certified_by}') IS NOT NULL ELSE FALSE END)`;

const MAPPING: ListQueryMapping = {
  columns: COLUMNS,
  filterHandlers: {
    // Superset's `dataset_is_null_or_empty` on `sql`: true lists physical datasets, false virtual ones.
    sql: (where, filter, param) => {
      if (filter.opr !== 'dataset_is_null_or_empty') return applyGenericFilter(where, COLUMNS.sql, filter, param);
      where.andWhere(isTrueFilterValue(filter.value) ? "(d.sql IS NULL OR d.sql = '')" : "(d.sql IS NOT NULL AND d.sql <> '')");
    },
    id: (where, filter, param) => {
      if (filter.opr !== 'dataset_is_certified') return applyGenericFilter(where, COLUMNS.id, filter, param);
      where.andWhere(isTrueFilterValue(filter.value) ? CERTIFIED : `NOT ${CERTIFIED}`);
    },
    owners: (where, filter, param) => {
      const owner = Number(filter.value);
      if (!Number.isInteger(owner)) throw badRequest(serverText('Filter owners rel_m_m needs a user id'));
      where.andWhere(`:${param} = ANY(d.owners)`, { [param]: owner });
    },
  },
};

/** `GET /api/v1/dataset/` and its `related/database` and `distinct/{schema,catalog}` helpers. */
@Injectable()
export class DatasetListService {
  constructor(
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
    @InjectRepository(DatabaseEntity) private readonly databases: Repository<DatabaseEntity>,
    private readonly finder: DatasetFinder,
    private readonly users: UserDirectoryClient,
  ) {}

  async list(query: ListQuery, caller: Caller | undefined): Promise<ListReply<DatasetListRow>> {
    const qb = this.datasets.createQueryBuilder('d');
    this.restrict(qb, chartViewerOf(caller));
    const page = await fetchListPage(qb, query, MAPPING, (dataset) => dataset);
    const databaseIds = [...new Set(page.result.map((dataset) => dataset.databaseId))];
    const databases = new Map((databaseIds.length ? await this.databases.findBy({ id: In(databaseIds) }) : []).map((db) => [db.id, db]));
    const users = await this.users.describe(page.result.flatMap(userIdsOf));
    return { ...page, result: page.result.map((dataset) => toDatasetListRow(dataset, databases.get(dataset.databaseId), users)) };
  }

  /** `related/database`: databases the caller sees whose name contains `filter`. */
  async related(request: DistinctRequest, caller: Caller | undefined): Promise<DistinctReply> {
    if (request.column !== 'database') throw notFound();
    const qb = this.databases.createQueryBuilder('db');
    const viewer = chartViewerOf(caller);
    if (!seesAllData(viewer)) {
      const condition = viewer.access.databaseCondition('db');
      if (condition) qb.andWhere(condition.sql, condition.params);
    }
    if (request.filter) qb.andWhere('db.database_name ILIKE :filter', { filter: `%${escapeLike(request.filter)}%` });
    const [rows, count] = await qb
      .orderBy('db.database_name', 'ASC')
      .skip(request.page * request.pageSize)
      .take(request.pageSize)
      .getManyAndCount();
    return { count, result: rows.map((db) => ({ value: db.id, text: db.databaseName })) };
  }

  /** `distinct/schema`, `distinct/catalog`: values in use among visible datasets, starting with `filter`. */
  async distinct(request: DistinctRequest, caller: Caller | undefined): Promise<DistinctReply> {
    const column = { schema: 'd.schema', catalog: 'd.catalog' }[request.column];
    if (!column) throw notFound();
    const qb = this.datasets
      .createQueryBuilder('d')
      .select(`DISTINCT ${column}`, 'value')
      .where(`${column} IS NOT NULL AND ${column} <> ''`);
    this.restrict(qb, chartViewerOf(caller));
    if (request.filter) qb.andWhere(`${column} ILIKE :prefix`, { prefix: `${escapeLike(request.filter)}%` });
    const values = (await qb.orderBy('value', 'ASC').getRawMany<{ value: string }>()).map((row) => row.value);
    const start = request.page * request.pageSize;
    return { count: values.length, result: values.slice(start, start + request.pageSize).map((value) => ({ text: value, value })) };
  }

  private restrict(qb: SelectQueryBuilder<DatasetEntity>, viewer: ChartViewer): void {
    const visibility = this.finder.visibility(viewer, 'd');
    if (visibility) qb.andWhere(visibility.sql, visibility.params);
  }
}
