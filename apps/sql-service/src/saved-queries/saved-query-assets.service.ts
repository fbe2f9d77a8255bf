import { forbidden, type Caller, type SavedQueriesApplyRequest, type SavedQueryBundleItem } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, IsNull, Repository } from 'typeorm';
import { isAdmin } from '../queries/sql-access-grants';
import { SavedQueryEntity } from './saved-query.entity';

/**
 * Saved queries in a whole-instance (assets) export and import. Only administrators get there: an
 * assets export holds every user's queries, and an import replaces them whoever wrote them.
 */
@Injectable()
export class SavedQueryAssetsService {
  constructor(@InjectRepository(SavedQueryEntity) private readonly savedQueries: Repository<SavedQueryEntity>) {}

  /** Every saved query with a database (one without cannot travel in a bundle). */
  async items(caller: Caller | undefined): Promise<SavedQueryBundleItem[]> {
    if (!isAdmin(caller)) throw forbidden();
    const queries = await this.savedQueries.find({ where: { dbId: Not(IsNull()) }, order: { id: 'ASC' } });
    return queries.map((query) => ({
      id: query.id,
      uuid: query.uuid,
      databaseId: query.dbId as number,
      catalog: query.catalog,
      schema: query.schema,
      label: query.label,
      description: query.description,
      sql: query.sql,
    }));
  }

  /** Creates or replaces each query by uuid; a new one belongs to the importing administrator. */
  async apply(request: SavedQueriesApplyRequest, caller: Caller | undefined): Promise<{ message: 'OK' }> {
    const userId = caller?.userId;
    if (!isAdmin(caller) || userId === undefined || userId === null) throw forbidden();
    const files = Object.values(request.files);
    const uuids = files.map((file) => file.uuid);
    await this.savedQueries.manager.transaction(async (manager) => {
      const existing = new Map(
        (uuids.length > 0 ? await manager.findBy(SavedQueryEntity, { uuid: In(uuids) }) : []).map((query) => [query.uuid, query]),
      );
      for (const file of files) {
        const entity = existing.get(file.uuid) ?? manager.create(SavedQueryEntity, { uuid: file.uuid, userId, createdBy: userId });
        Object.assign(entity, {
          dbId: request.databaseIds[file.database_uuid],
          catalog: file.catalog ?? null,
          schema: file.schema ?? null,
          label: file.label ?? null,
          description: file.description ?? null,
          sql: file.sql,
          changedBy: userId,
        });
        await manager.save(SavedQueryEntity, entity);
      }
    });
    return { message: 'OK' };
  }
}
