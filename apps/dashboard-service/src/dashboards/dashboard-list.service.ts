import { badRequest, Favorites, type DashboardListRow, type ListQuery, type ListReply } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  applyGenericFilter,
  BusClient,
  fetchListPage,
  filterValueList,
  lookUpOwnedObjectFilters,
  ownedObjectFilterHandlers,
  serverText,
  whereAnyContains,
  type FilterHandler,
  type ListQueryMapping,
  type OwnedObjectFilterSpec,
  type OwnedObjectLookups,
} from '@tessera/platform';
import { Repository } from 'typeorm';
import { DashboardAccessPolicy } from './dashboard-access.policy';
import type { Viewer } from '../access/viewer';
import { DashboardTagsClient } from '../tags/dashboard-tags.client';
import { DashboardEntity } from './dashboard.entity';
import { DashboardViewsService } from './dashboard-views.service';

const COLUMNS: Record<string, string> = {
  id: 'd.id',
  uuid: 'd.uuid',
  dashboard_title: 'd.dashboard_title',
  slug: 'd.slug',
  published: 'd.published',
  created_by: 'd.created_by_fk',
  changed_by: 'd.changed_by_fk',
  changed_on: 'd.changed_on',
  changed_on_delta_humanized: 'd.changed_on',
  // Users live in another service, so their names cannot be sorted on here; their ids group them.
  'changed_by.first_name': 'd.changed_by_fk',
  'created_by.first_name': 'd.created_by_fk',
};

/** Superset's newer `dashboard_all_text` searches the same columns as `title_or_slug`. */
const TITLE_OR_SLUG_OPERATORS: ReadonlySet<string> = new Set(['title_or_slug', 'dashboard_all_text']);

/** Superset's dashboard filters on favourites, certification, the creator and tags (shared with charts). */
const SHARED_FILTERS: OwnedObjectFilterSpec = {
  alias: 'd',
  operators: {
    favorite: 'dashboard_is_favorite',
    certified: 'dashboard_is_certified',
    createdByMe: 'dashboard_created_by_me',
    hasCreator: 'dashboard_has_created_by',
    tagNames: 'dashboard_tags',
    tagIds: 'dashboard_tag_id',
  },
  tagIdsOf: (value) => {
    const ids = filterValueList(value).map(Number);
    if (ids.some((id) => !Number.isInteger(id))) throw badRequest(serverText('Filter tags dashboard_tag_id needs tag ids'));
    return ids;
  },
};

/** `GET /api/v1/dashboard/`: the viewer's visible dashboards with Superset's filters. */
@Injectable()
export class DashboardListService {
  constructor(
    @InjectRepository(DashboardEntity) private readonly dashboards: Repository<DashboardEntity>,
    private readonly policy: DashboardAccessPolicy,
    private readonly views: DashboardViewsService,
    private readonly tags: DashboardTagsClient,
    private readonly bus: BusClient,
  ) {}

  async list(viewer: Viewer, query: ListQuery): Promise<ListReply<DashboardListRow>> {
    const lookups = await lookUpOwnedObjectFilters(SHARED_FILTERS, query.filters, viewer.userId, {
      favoriteIds: async () => (await this.bus.request(Favorites.ids, { type: 'dashboard' })).ids,
      tags: this.tags,
    });
    const qb = this.dashboards.createQueryBuilder('d');
    const visibility = await this.policy.visibility(viewer);
    if (visibility) qb.where(visibility.sql, visibility.params);
    const page = await fetchListPage(qb, query, this.mapping(viewer, lookups), (dashboard) => dashboard);
    return { count: page.count, ids: page.ids, result: await this.views.rows(page.result) };
  }

  private mapping(viewer: Viewer, lookups: OwnedObjectLookups): ListQueryMapping {
    const handlers: Record<string, FilterHandler> = {
      ...ownedObjectFilterHandlers(SHARED_FILTERS, viewer.userId, lookups),
      dashboard_title: (where, filter, param) => {
        if (!TITLE_OR_SLUG_OPERATORS.has(filter.opr)) return applyGenericFilter(where, COLUMNS.dashboard_title, filter, param);
        whereAnyContains(where, ['d.dashboard_title', 'd.slug'], filter.value, param);
      },
      owners: (where, filter, param) => {
        where.andWhere(`:${param} = ANY(d.owners)`, { [param]: Number(filter.value) });
      },
      roles: (where, filter, param) => {
        where.andWhere(`EXISTS (SELECT 1 FROM dashboards.dashboard_roles fr WHERE fr.dashboard_id = d.id AND fr.role_id = :${param})`, {
          [param]: Number(filter.value),
        });
      },
    };
    return { columns: COLUMNS, filterHandlers: handlers };
  }
}
