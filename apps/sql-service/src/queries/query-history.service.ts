import {
  ErrorCode,
  IN_PROGRESS_QUERY_STATES,
  notFound,
  QUERY_STOPPED_MESSAGE,
  QueryStopRequested,
  SupersetErrorType,
  TesseraError,
  type Caller,
  type DistinctReply,
  type DistinctRequest,
  type ListQuery,
  type ListReply,
  type QueryHistoryItem,
  type QueryListRow,
  type QueryResultsView,
  type QueryView,
} from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  BusClient,
  fetchListPage,
  TESSERA_CONFIG,
  UserDirectoryClient,
  type ListQueryMapping,
  type TesseraConfig,
  serverText,
} from '@tessera/platform';
import { In, MoreThanOrEqual, Repository } from 'typeorm';
import { databaseOptions } from '../databases/database-options';
import { distinctValues } from '../databases/distinct-values';
import { QueryEntity } from './query.entity';
import { toQueryHistoryItem, toQueryListRow, toQueryView, toResultsView } from './query.mapper';
import { QueryResultsStore } from './query-results.store';

const LIST_MAPPING: ListQueryMapping = {
  columns: {
    id: 'query.id',
    changed_on: 'query.changed_on',
    'database.database_name': 'query.database_name',
    database: 'query.database_id',
    executed_sql: 'query.executed_sql',
    rows: 'query.rows',
    schema: 'query.schema',
    sql: 'query.sql',
    status: 'query.status',
    tab_name: 'query.tab_name',
    start_time: 'query.start_time',
    user: 'query.user_id',
    'user.first_name': 'query.user_id',
  },
};

const EXPIRED_RESULTS = 'Data could not be retrieved from the results backend. You need to re-run the original query.';
const RESULTS_WITHOUT_QUERY = 'The query associated with these results could not be found. You need to re-run the original query.';

/** The caller's queries after they ran: history list, one query, changes since a time, stored results, stop. */
@Injectable()
export class QueryHistoryService {
  constructor(
    @InjectRepository(QueryEntity) private readonly queries: Repository<QueryEntity>,
    private readonly results: QueryResultsStore,
    private readonly users: UserDirectoryClient,
    private readonly bus: BusClient,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
  ) {}

  /** Without `allQueries` (Superset's `all_query_access`) a caller sees only their own queries. */
  async list(query: ListQuery, allQueries: boolean, caller: Caller | undefined): Promise<ListReply<QueryListRow>> {
    const qb = this.queries.createQueryBuilder('query');
    if (!allQueries) qb.where('query.user_id = :owner', { owner: caller?.userId ?? -1 });
    const page = await fetchListPage(qb, query, LIST_MAPPING, (entity) => entity);
    const users = await this.users.describe(page.result.map((entity) => entity.userId));
    return { ...page, result: page.result.map((entity) => toQueryListRow(entity, users)) };
  }

  /** `related/database`: databases the caller may use. */
  related(request: DistinctRequest): Promise<DistinctReply> {
    if (request.column !== 'database') throw notFound();
    return databaseOptions(this.bus, request);
  }

  /** `distinct/status` among the caller's own queries. */
  distinct(request: DistinctRequest, caller: Caller | undefined): Promise<DistinctReply> {
    if (request.column !== 'status') throw notFound();
    const qb = this.queries.createQueryBuilder('query').where('query.user_id = :owner', { owner: caller?.userId ?? -1 });
    return distinctValues(qb, 'query.status', request);
  }

  async get(id: number, allQueries: boolean, caller: Caller | undefined): Promise<QueryHistoryItem> {
    const query = await this.queries.findOneBy({ id });
    if (!query || (!allQueries && query.userId !== (caller?.userId ?? null))) throw notFound();
    return toQueryHistoryItem(query);
  }

  async updatedSince(lastUpdatedMs: number, caller: Caller | undefined): Promise<{ result: QueryView[] }> {
    const changed = await this.queries.find({
      where: { userId: caller?.userId ?? -1, changedOn: MoreThanOrEqual(new Date(lastUpdatedMs)) },
      order: { changedOn: 'ASC' },
      take: 1000,
    });
    const users = await this.users.describe([caller?.userId]);
    return { result: changed.map((query) => toQueryView(query, users)) };
  }

  /**
   * A page of the stored rows of one of the caller's queries (from `offset`, at most the display limit), also while
   * the query still runs; GONE once the results backend let them expire.
   */
  async fetchResults(
    key: string,
    rows: number | undefined,
    offset: number | undefined,
    caller: Caller | undefined,
  ): Promise<QueryResultsView> {
    const query = await this.queries.findOneBy({ resultsKey: key });
    if (!query) throw new TesseraError(ErrorCode.NOT_FOUND, RESULTS_WITHOUT_QUERY, { errorType: SupersetErrorType.RESULTS_BACKEND_ERROR });
    if (query.userId !== (caller?.userId ?? null))
      throw new TesseraError(ErrorCode.FORBIDDEN, serverText('This query belongs to another user'), {
        errorType: SupersetErrorType.QUERY_SECURITY_ACCESS_ERROR,
      });
    const count = Math.min(rows ?? this.config.limits.displayMaxRow, this.config.limits.displayMaxRow);
    const page = await this.results.page(key, offset ?? 0, count);
    if (!page) throw new TesseraError(ErrorCode.GONE, EXPIRED_RESULTS, { errorType: SupersetErrorType.RESULTS_BACKEND_ERROR });
    const users = await this.users.describe([query.userId]);
    return toResultsView(query, users, page, offset ?? 0);
  }

  /**
   * Marks the caller's query stopped and asks every replica to cancel it in the database. A query
   * that already finished stays as it is; an unknown or foreign client id is NOT_FOUND.
   */
  async stop(clientId: string, caller: Caller | undefined): Promise<{ result: 'OK' }> {
    const query = await this.queries.findOneBy({ clientId });
    if (!query || query.userId !== (caller?.userId ?? null)) throw notFound(serverText('Query not found'));
    await this.queries.update(
      { id: query.id, status: In([...IN_PROGRESS_QUERY_STATES]) },
      { status: 'stopped', errorMessage: QUERY_STOPPED_MESSAGE, endTime: Date.now() },
    );
    await this.bus.emit(QueryStopRequested, { client_id: clientId });
    return { result: 'OK' };
  }
}
