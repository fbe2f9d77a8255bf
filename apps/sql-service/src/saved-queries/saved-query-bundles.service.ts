import {
  Bundles,
  bundleImportFailed,
  forbidden,
  importOverwriteRefusal,
  notFound,
  type BundleFile,
  type BundleImportRequest,
  type Caller,
  type SavedQueryBundleItem,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BusClient, serverText } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { SavedQueryEntity } from './saved-query.entity';

/**
 * Saved queries as Superset's v1 bundles. This service owns the queries; the chart-data service
 * writes and reads the bundle format and the databases the queries run on.
 */
@Injectable()
export class SavedQueryBundlesService {
  constructor(
    @InjectRepository(SavedQueryEntity) private readonly savedQueries: Repository<SavedQueryEntity>,
    private readonly bus: BusClient,
  ) {}

  /** All or nothing: an id that is not one of the caller's queries (or has no database) exports nothing. */
  async export(ids: number[], caller: Caller | undefined): Promise<BundleFile> {
    const unique = [...new Set(ids)];
    const found = await this.savedQueries.find({ where: { id: In(unique), userId: caller?.userId ?? -1 }, order: { id: 'ASC' } });
    const exportable = found.filter((query): query is SavedQueryEntity & { dbId: number } => query.dbId !== null);
    if (exportable.length !== unique.length) throw notFound(serverText('Not found'));
    const items: SavedQueryBundleItem[] = exportable.map((query) => ({
      id: query.id,
      uuid: query.uuid,
      databaseId: query.dbId,
      catalog: query.catalog,
      schema: query.schema,
      label: query.label,
      description: query.description,
      sql: query.sql,
    }));
    return this.bus.request(Bundles.export, {
      resource: 'saved_query',
      ids: [...new Set(items.map((item) => item.databaseId))],
      savedQueries: items,
    });
  }

  /**
   * Checks the whole bundle first (its databases on a dry run, the queries here), then applies the
   * databases and the queries. Existing queries are refused without `overwrite`, and only their
   * author may replace them.
   */
  async import(request: BundleImportRequest, caller: Caller | undefined): Promise<{ message: 'OK' }> {
    const userId = caller?.userId;
    if (userId === undefined || userId === null) throw forbidden();
    const base: BundleImportRequest = { ...request, resource: 'saved_query' };
    const checked = await this.bus.request(Bundles.import, { ...base, dryRun: true });
    const errors = { ...(checked.errors ?? {}) };
    const files = Object.entries(checked.savedQueries);
    const uuids = files.map(([, yaml]) => yaml.uuid);
    const existing = new Map(
      (uuids.length > 0 ? await this.savedQueries.findBy({ uuid: In(uuids) }) : []).map((query) => [query.uuid, query]),
    );
    for (const [path, yaml] of files) {
      const found = existing.get(yaml.uuid);
      if (!found) continue;
      if (request.overwrite !== true) errors[path] = importOverwriteRefusal('saved_query');
      else if (found.userId !== userId) errors[path] = `You don't have the rights to alter saved query ${found.label ?? yaml.uuid}`;
    }
    if (Object.keys(errors).length > 0) throw bundleImportFailed('saved_query', errors);

    const applied = await this.bus.request(Bundles.import, { ...base, dryRun: false });
    await this.savedQueries.manager.transaction(async (manager) => {
      for (const [, yaml] of files) {
        const entity = existing.get(yaml.uuid) ?? manager.create(SavedQueryEntity, { uuid: yaml.uuid, userId, createdBy: userId });
        Object.assign(entity, {
          dbId: applied.databaseIds[yaml.database_uuid],
          catalog: yaml.catalog ?? null,
          schema: yaml.schema ?? null,
          label: yaml.label ?? null,
          description: yaml.description ?? null,
          sql: yaml.sql,
          changedBy: userId,
        });
        await manager.save(SavedQueryEntity, entity);
      }
    });
    return { message: 'OK' };
  }
}
