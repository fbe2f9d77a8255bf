import { badRequest, Favorites, type DashboardListRow, type ListFilter, type ListQuery, type ListReply } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { applyGenericFilter, BusClient, fetchListPage, type FilterHandler, type ListQueryMapping, serverText } from '@tessera/platform';
import { Repository, type WhereExpressionBuilder } from 'typeorm';
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

const truthy = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/** Ids resolved over the bus before the query is built (filter handlers are synchronous). */
interface ResolvedFilters {
  favorites: number[];
  tagged: Map<ListFilter, number[]>;
}

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
    const resolved = await this.resolve(viewer, query.filters);
    const qb = this.dashboards.createQueryBuilder('d');
    const visibility = await this.policy.visibility(viewer);
    if (visibility) qb.where(visibility.sql, visibility.params);
    const page = await fetchListPage(qb, query, this.mapping(viewer, resolved), (dashboard) => dashboard);
    return { count: page.count, ids: page.ids, result: await this.views.rows(page.result) };
  }

  private async resolve(viewer: Viewer, filters: ListFilter[]): Promise<ResolvedFilters> {
    const resolved: ResolvedFilters = { favorites: [], tagged: new Map() };
    if (filters.some((f) => f.opr === 'dashboard_is_favorite') && viewer.userId !== null) {
      resolved.favorites = (await this.bus.request(Favorites.ids, { type: 'dashboard' })).ids;
    }
    for (const filter of filters) {
      if (filter.opr === 'dashboard_tags') {
        const names = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(String).filter((name) => name !== '');
        resolved.tagged.set(filter, names.length > 0 ? await this.tags.objectsTagged(names, []) : []);
      } else if (filter.opr === 'dashboard_tag_id') {
        const ids = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(Number);
        if (ids.some((id) => !Number.isInteger(id))) throw badRequest(serverText('Filter tags dashboard_tag_id needs tag ids'));
        resolved.tagged.set(filter, await this.tags.objectsTagged([], ids));
      }
    }
    return resolved;
  }

  private mapping(viewer: Viewer, resolved: ResolvedFilters): ListQueryMapping {
    const inIds = (where: WhereExpressionBuilder, ids: number[], param: string, negate = false) => {
      if (ids.length === 0) where.andWhere(negate ? 'TRUE' : 'FALSE');
      else where.andWhere(`d.id ${negate ? 'NOT IN' : 'IN'} (:...${param})`, { [param]: ids });
    };
    const handlers: Record<string, FilterHandler> = {
      dashboard_title: (where, filter, param) => {
        if (!TITLE_OR_SLUG_OPERATORS.has(filter.opr)) return applyGenericFilter(where, COLUMNS.dashboard_title, filter, param);
        const pattern = `%${String(filter.value ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.andWhere(`(d.dashboard_title ILIKE :${param} OR d.slug ILIKE :${param})`, { [param]: pattern });
      },
      id: (where, filter, param) => {
        if (filter.opr === 'dashboard_is_favorite') return inIds(where, resolved.favorites, param, !truthy(filter.value));
        if (filter.opr === 'dashboard_is_certified') {
          return void where.andWhere(
            truthy(filter.value)
              ? "(d.certified_by IS NOT NULL AND d.certified_by <> '')"
              : "(d.certified_by IS NULL OR d.certified_by = '')",
          );
        }
        applyGenericFilter(where, COLUMNS.id, filter, param);
      },
      owners: (where, filter, param) => {
        where.andWhere(`:${param} = ANY(d.owners)`, { [param]: Number(filter.value) });
      },
      roles: (where, filter, param) => {
        where.andWhere(`EXISTS (SELECT 1 FROM dashboards.dashboard_roles fr WHERE fr.dashboard_id = d.id AND fr.role_id = :${param})`, {
          [param]: Number(filter.value),
        });
      },
      created_by: (where, filter, param) => {
        if (filter.opr === 'dashboard_created_by_me') {
          return void where.andWhere(`(d.created_by_fk = :${param} OR d.changed_by_fk = :${param})`, { [param]: viewer.userId ?? -1 });
        }
        if (filter.opr === 'dashboard_has_created_by') {
          return void where.andWhere(truthy(filter.value) ? 'd.created_by_fk IS NOT NULL' : 'd.created_by_fk IS NULL');
        }
        applyGenericFilter(where, COLUMNS.created_by, filter, param);
      },
      tags: (where, filter, param) => inIds(where, resolved.tagged.get(filter) ?? [], param),
    };
    return { columns: COLUMNS, filterHandlers: handlers };
  }
}
