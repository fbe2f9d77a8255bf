import { notFound, type FavoriteType } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectDirectoryClient } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { FavoriteEntity } from './favorite.entity';

/** Favourite types are the gateway's resource names; saved queries are `query` objects to their owner. */
const OBJECT_TYPE: Record<FavoriteType, 'chart' | 'dashboard' | 'tag' | 'query'> = {
  chart: 'chart',
  dashboard: 'dashboard',
  tag: 'tag',
  saved_query: 'query',
};

/** Users' stars on charts, dashboards, tags and saved queries. */
@Injectable()
export class FavoritesService {
  constructor(
    @InjectRepository(FavoriteEntity) private readonly favorites: Repository<FavoriteEntity>,
    private readonly objects: ObjectDirectoryClient,
  ) {}

  async status(userId: number, type: FavoriteType, ids: number[]): Promise<{ id: number; value: boolean }[]> {
    const starred = ids.length === 0 ? [] : await this.favorites.findBy({ userId, objectType: type, objectId: In(ids) });
    const set = new Set(starred.map((f) => f.objectId));
    return ids.map((id) => ({ id, value: set.has(id) }));
  }

  async add(userId: number, type: FavoriteType, id: number): Promise<void> {
    const found = await this.objects.describe(OBJECT_TYPE[type], [id]);
    if (!found.has(id)) throw notFound();
    await this.favorites.createQueryBuilder().insert().values({ userId, objectType: type, objectId: id }).orIgnore().execute();
  }

  async remove(userId: number, type: FavoriteType, id: number): Promise<void> {
    const result = await this.favorites.delete({ userId, objectType: type, objectId: id });
    if (!result.affected) {
      const found = await this.objects.describe(OBJECT_TYPE[type], [id]);
      if (!found.has(id)) throw notFound();
    }
  }

  async ids(userId: number, type: FavoriteType): Promise<number[]> {
    const rows = await this.favorites.find({
      where: { userId, objectType: type },
      select: { objectId: true },
      order: { createdOn: 'DESC' },
    });
    return rows.map((r) => r.objectId);
  }

  /** Objects that were deleted lose every user's star. */
  async forgetObjects(objectType: string, ids: number[]): Promise<void> {
    const favoriteType = (Object.keys(OBJECT_TYPE) as FavoriteType[]).find((t) => OBJECT_TYPE[t] === objectType) ?? objectType;
    if (ids.length > 0) await this.favorites.delete({ objectType: favoriteType, objectId: In(ids) });
  }
}
