import {
  Databases,
  notFound,
  Tags,
  type Caller,
  type DistinctReply,
  type DistinctRequest,
  type ListQuery,
  type ListReply,
  type SavedQueryFields,
  type SavedQueryListRow,
  type SavedQueryView,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BusClient, fetchListPage, UserDirectoryClient, type ListQueryMapping, serverText } from '@tessera/platform';
import { Brackets, In, Repository } from 'typeorm';
import { databaseOptions } from '../databases/database-options';
import { distinctValues } from '../databases/distinct-values';
import { SavedQueryEntity } from './saved-query.entity';
import { toSavedQueryListRow, toSavedQueryView, type SavedQueryRelations } from './saved-query.mapper';

const LIST_MAPPING: ListQueryMapping = {
  columns: {
    id: 'saved.id',
    label: 'saved.label',
    description: 'saved.description',
    schema: 'saved.schema',
    catalog: 'saved.catalog',
    sql: 'saved.sql',
    rows: 'saved.rows',
    database: 'saved.db_id',
    'database.database_name': 'saved.db_id',
    created_by: 'saved.created_by_fk',
    changed_by: 'saved.changed_by_fk',
    'created_by.first_name': 'saved.created_by_fk',
    created_on: 'saved.created_on',
    changed_on: 'saved.changed_on',
    changed_on_delta_humanized: 'saved.changed_on',
    last_run_delta_humanized: 'saved.last_run',
  },
  filterHandlers: {
    // The list page's search box: label, description or SQL.
    label: (where, filter, param) => {
      if (filter.opr !== 'all_text') {
        where.andWhere(`saved.label ILIKE :${param}`, { [param]: likeFor(filter.opr, filter.value) });
        return;
      }
      const pattern = `%${escapeLike(String(filter.value ?? ''))}%`;
      where.andWhere(
        new Brackets((any) => {
          any.where(`saved.label ILIKE :${param}`).orWhere(`saved.description ILIKE :${param}`).orWhere(`saved.sql ILIKE :${param}`);
        }),
        { [param]: pattern },
      );
    },
  },
};

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function likeFor(operator: string, value: unknown): string {
  const text = escapeLike(String(value ?? ''));
  if (operator === 'sw') return `${text}%`;
  if (operator === 'ew') return `%${text}`;
  if (operator === 'eq') return text;
  return `%${text}%`;
}

const FIELD_COLUMNS = {
  db_id: 'dbId',
  label: 'label',
  description: 'description',
  catalog: 'catalog',
  schema: 'schema',
  sql: 'sql',
  template_parameters: 'templateParameters',
  extra_json: 'extraJson',
} as const satisfies Record<keyof SavedQueryFields, keyof SavedQueryEntity>;

/**
 * Saved queries belong to their author: others neither see them (NOT_FOUND, as Superset's filter
 * hides them) nor change or delete them.
 */
@Injectable()
export class SavedQueriesService {
  constructor(
    @InjectRepository(SavedQueryEntity) private readonly savedQueries: Repository<SavedQueryEntity>,
    private readonly users: UserDirectoryClient,
    private readonly bus: BusClient,
  ) {}

  async list(query: ListQuery, caller: Caller | undefined): Promise<ListReply<SavedQueryListRow>> {
    const qb = this.savedQueries.createQueryBuilder('saved').where('saved.user_id = :owner', { owner: ownerOf(caller) });
    const page = await fetchListPage(qb, query, LIST_MAPPING, (entity) => entity);
    const relations = await this.relations(page.result, true);
    return { ...page, result: page.result.map((entity) => toSavedQueryListRow(entity, relations)) };
  }

  /** `related/database`: databases the caller may use. */
  related(request: DistinctRequest): Promise<DistinctReply> {
    if (request.column !== 'database') throw notFound();
    return databaseOptions(this.bus, request);
  }

  /** `distinct/schema` and `distinct/catalog` among the caller's saved queries. */
  distinct(request: DistinctRequest, caller: Caller | undefined): Promise<DistinctReply> {
    if (request.column !== 'schema' && request.column !== 'catalog') throw notFound();
    const qb = this.savedQueries.createQueryBuilder('saved').where('saved.user_id = :owner', { owner: ownerOf(caller) });
    return distinctValues(qb, `saved.${request.column}`, request);
  }

  async get(id: number, caller: Caller | undefined): Promise<SavedQueryView> {
    const saved = await this.find(id, caller);
    return toSavedQueryView(saved, await this.relations([saved], false));
  }

  async create(fields: SavedQueryFields, caller: Caller | undefined): Promise<SavedQueryView> {
    const userId = caller?.userId ?? null;
    const saved = await this.savedQueries.save(
      this.savedQueries.create({ ...this.columnsOf(fields), userId, createdBy: userId, changedBy: userId }),
    );
    return toSavedQueryView(saved, await this.relations([saved], false));
  }

  async update(id: number, fields: SavedQueryFields, caller: Caller | undefined): Promise<SavedQueryView> {
    const saved = await this.find(id, caller);
    Object.assign(saved, this.columnsOf(fields), { changedBy: caller?.userId ?? null });
    const updated = await this.savedQueries.save(saved);
    return toSavedQueryView(updated, await this.relations([updated], false));
  }

  /** All or nothing: one id that is not the caller's makes the whole call NOT_FOUND. */
  async delete(ids: number[], caller: Caller | undefined): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    const found = await this.savedQueries.findBy({ id: In(unique), userId: ownerOf(caller) });
    if (found.length !== unique.length) throw notFound(serverText('Saved query not found.'));
    await this.savedQueries.delete({ id: In(unique) });
    return { deleted: found.length };
  }

  private async find(id: number, caller: Caller | undefined): Promise<SavedQueryEntity> {
    const saved = await this.savedQueries.findOneBy({ id, userId: ownerOf(caller) });
    if (!saved) throw notFound(serverText('Saved query not found.'));
    return saved;
  }

  private columnsOf(fields: SavedQueryFields): Partial<SavedQueryEntity> {
    const columns: Partial<Record<keyof SavedQueryEntity, unknown>> = {};
    for (const [field, column] of Object.entries(FIELD_COLUMNS)) {
      const value = fields[field as keyof SavedQueryFields];
      if (value !== undefined) columns[column] = value;
    }
    return columns as Partial<SavedQueryEntity>;
  }

  private async relations(entities: SavedQueryEntity[], withTags: boolean): Promise<SavedQueryRelations> {
    const users = await this.users.describe(entities.flatMap((entity) => [entity.createdBy, entity.changedBy]));
    const databaseNames = new Map<number, string>();
    const databaseIds = [...new Set(entities.map((entity) => entity.dbId).filter((id): id is number => id !== null))];
    await Promise.all(
      databaseIds.map(async (id) => {
        // A database the caller can no longer see (or that was deleted) shows without a name.
        const database = await this.bus.request(Databases.get, { id }).catch(() => null);
        if (database) databaseNames.set(id, database.database_name);
      }),
    );
    if (!withTags || entities.length === 0) return { users, databaseNames };
    const tagged = await this.bus.request(Tags.tagsOf, { type: 'query', ids: entities.map((entity) => entity.id) });
    const tags = new Map(Object.entries(tagged).map(([id, list]) => [Number(id), list]));
    return { users, databaseNames, tags };
  }
}

/** Queries saved without a user (service calls) belong to nobody a caller can be. */
function ownerOf(caller: Caller | undefined): number {
  return caller?.userId ?? -1;
}
