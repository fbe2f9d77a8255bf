import { forbidden, notFound, type Caller, type TabStateChanges, type TabStateEditorFields, type TabStateView } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UserDirectoryClient, serverText } from '@tessera/platform';
import { DataSource, Repository } from 'typeorm';
import { QueryEntity } from '../queries/query.entity';
import { toQueryView } from '../queries/query.mapper';
import { SavedQueryEntity } from '../saved-queries/saved-query.entity';
import { TabStateEntity } from './tab-state.entity';
import { toTabStateView } from './tab-state.mapper';

const CHANGE_COLUMNS = {
  database_id: 'databaseId',
  catalog: 'catalog',
  schema: 'schema',
  sql: 'sql',
  label: 'label',
  query_limit: 'queryLimit',
  latest_query_id: 'latestQueryId',
  template_params: 'templateParams',
  hide_left_bar: 'hideLeftBar',
  autorun: 'autorun',
  saved_query_id: 'savedQueryId',
} as const satisfies Record<Exclude<keyof TabStateChanges, 'extra_json'>, keyof TabStateEntity>;

/** The caller's SQL editor tabs: another user's tab is FORBIDDEN, a missing one NOT_FOUND. */
@Injectable()
export class TabStatesService {
  constructor(
    @InjectRepository(TabStateEntity) private readonly tabs: Repository<TabStateEntity>,
    @InjectRepository(QueryEntity) private readonly queries: Repository<QueryEntity>,
    @InjectRepository(SavedQueryEntity) private readonly savedQueries: Repository<SavedQueryEntity>,
    private readonly users: UserDirectoryClient,
    private readonly dataSource: DataSource,
  ) {}

  /** A new tab becomes the active one. */
  async create(editor: TabStateEditorFields, caller: Caller | undefined): Promise<{ id: number }> {
    const userId = this.userOf(caller);
    return this.dataSource.transaction(async (manager) => {
      await manager.update(TabStateEntity, { userId }, { active: false });
      const tab = await manager.save(
        manager.create(TabStateEntity, {
          userId,
          active: true,
          label: editor.name ?? editor.title ?? '',
          databaseId: editor.dbId ?? null,
          catalog: editor.catalog ?? null,
          schema: editor.schema ?? null,
          sql: editor.sql ?? '',
          queryLimit: editor.queryLimit ?? null,
          hideLeftBar: editor.hideLeftBar ?? false,
          savedQueryId: editor.remoteId ?? null,
          templateParams: editor.templateParams ?? null,
          autorun: editor.autorun ?? false,
        }),
      );
      return { id: tab.id };
    });
  }

  async get(id: number, caller: Caller | undefined): Promise<TabStateView> {
    const tab = await this.tabs.findOne({ where: { id }, relations: { tableSchemas: true } });
    this.assertOwn(tab, caller);
    const latest = tab.latestQueryId ? await this.queries.findOneBy({ clientId: tab.latestQueryId, userId: tab.userId }) : null;
    const saved = tab.savedQueryId ? await this.savedQueries.findOneBy({ id: tab.savedQueryId }) : null;
    const latestView = latest ? toQueryView(latest, await this.users.describe([latest.userId])) : null;
    return toTabStateView(tab, latestView, saved ? { id: saved.id, label: saved.label } : null);
  }

  async update(id: number, changes: TabStateChanges, caller: Caller | undefined): Promise<{ id: number }> {
    const tab = await this.own(id, caller);
    for (const [field, column] of Object.entries(CHANGE_COLUMNS)) {
      const value = changes[field as keyof TabStateChanges];
      if (value !== undefined) Object.assign(tab, { [column]: value });
    }
    if (changes.extra_json !== undefined) tab.extraJson = JSON.stringify(changes.extra_json ?? {});
    await this.tabs.save(tab);
    return { id };
  }

  async delete(id: number, caller: Caller | undefined): Promise<{ deleted: number }> {
    await this.own(id, caller);
    await this.tabs.delete({ id });
    return { deleted: 1 };
  }

  async activate(id: number, caller: Caller | undefined): Promise<{ id: number }> {
    const tab = await this.own(id, caller);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(TabStateEntity, { userId: tab.userId }, { active: false });
      await manager.update(TabStateEntity, { id }, { active: true });
    });
    return { id };
  }

  /** Moves one of the caller's queries into the tab (a tab created offline got its server id). */
  async migrateQuery(id: number, clientId: string, caller: Caller | undefined): Promise<{ id: number }> {
    const tab = await this.own(id, caller);
    const moved = await this.queries.update({ clientId, userId: tab.userId }, { sqlEditorId: String(id) });
    if (!moved.affected) throw notFound(serverText('Query not found'));
    return { id };
  }

  /** Removes one of the tab's queries from the history. */
  async deleteQuery(id: number, clientId: string, caller: Caller | undefined): Promise<{ deleted: number }> {
    const tab = await this.own(id, caller);
    const removed = await this.queries.delete({ clientId, userId: tab.userId, sqlEditorId: String(id) });
    if (!removed.affected) throw notFound(serverText('Query not found'));
    return { deleted: removed.affected };
  }

  /** The tab, when it exists and belongs to the caller. */
  async own(id: number, caller: Caller | undefined): Promise<TabStateEntity> {
    const tab = await this.tabs.findOneBy({ id });
    this.assertOwn(tab, caller);
    return tab;
  }

  private assertOwn(tab: TabStateEntity | null, caller: Caller | undefined): asserts tab is TabStateEntity {
    if (!tab) throw notFound();
    if (tab.userId !== caller?.userId) throw forbidden();
  }

  private userOf(caller: Caller | undefined): number {
    if (caller?.userId === null || caller?.userId === undefined) throw forbidden(serverText('Tabs belong to a user'));
    return caller.userId;
  }
}
