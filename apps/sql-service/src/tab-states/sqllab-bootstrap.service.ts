import { Databases, type Caller, type QueryView, type SqlLabBootstrap } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BusClient, UserDirectoryClient } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { QueryEntity } from '../queries/query.entity';
import { toQueryView } from '../queries/query.mapper';
import { TabStateEntity } from './tab-state.entity';
import { TabStatesService } from './tab-states.service';

/** The database fields the editor keeps (Superset's `DATABASE_KEYS`). */
const DATABASE_KEYS = [
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_run_async',
  'allows_subquery',
  'backend',
  'database_name',
  'expose_in_sqllab',
  'force_ctas_schema',
  'id',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
] as const;

/** The largest number of databases the editor's picker loads at once. */
const MAX_DATABASES = 10_000;

/** `GET /api/v1/sqllab/`: what the editor loads first — the caller's tabs, the active one, their queries and the databases. */
@Injectable()
export class SqlLabBootstrapService {
  constructor(
    @InjectRepository(TabStateEntity) private readonly tabs: Repository<TabStateEntity>,
    @InjectRepository(QueryEntity) private readonly queries: Repository<QueryEntity>,
    private readonly tabStates: TabStatesService,
    private readonly users: UserDirectoryClient,
    private readonly bus: BusClient,
  ) {}

  async bootstrap(caller: Caller | undefined): Promise<SqlLabBootstrap> {
    const userId = caller?.userId ?? -1;
    const tabs = await this.tabs.find({ where: { userId }, order: { id: 'ASC' }, select: { id: true, label: true, active: true } });
    const active = tabs.find((tab) => tab.active) ?? null;
    const tabQueries = tabs.length === 0 ? [] : await this.queries.findBy({ userId, sqlEditorId: In(tabs.map((tab) => String(tab.id))) });
    const users = await this.users.describe([caller?.userId]);
    const queries: Record<string, QueryView> = Object.fromEntries(tabQueries.map((query) => [query.clientId, toQueryView(query, users)]));
    return {
      active_tab: active ? await this.tabStates.get(active.id, caller) : null,
      databases: await this.databases(),
      queries,
      tab_state_ids: tabs.map((tab) => [tab.id, tab.label]),
    };
  }

  /** Databases the caller may use that are exposed in the editor, keyed by id. */
  private async databases(): Promise<Record<string, Record<string, unknown>>> {
    const page = await this.bus.request(Databases.list, {
      query: {
        filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
        orderColumn: 'database_name',
        orderDirection: 'asc',
        page: 0,
        pageSize: MAX_DATABASES,
      },
    });
    return Object.fromEntries(
      page.result.map((database) => [
        String(database.id),
        Object.fromEntries(DATABASE_KEYS.filter((key) => key in database).map((key) => [key, database[key]])),
      ]),
    );
  }
}
