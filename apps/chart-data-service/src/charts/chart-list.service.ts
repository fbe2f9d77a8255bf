import { badRequest, type ChartListRow, type DistinctReply, type ListQuery, type ListReply } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  applyGenericFilter,
  fetchListPage,
  filterValueList,
  lookUpOwnedObjectFilters,
  ownedObjectFilterHandlers,
  serverText,
  whereAnyContains,
  whereIdAmong,
  type FilterHandler,
  type ListQueryMapping,
  type OwnedObjectFilterSpec,
  type OwnedObjectLookups,
} from '@tessera/platform';
import { Repository } from 'typeorm';
import type { ChartViewer } from '../access/viewer';
import { ChartTagsClient, tagIdsOf } from '../clients/chart-tags.client';
import { DashboardLinksClient } from '../clients/dashboard-links.client';
import { ChartViewsService } from './chart-views.service';
import { ChartEntity } from './chart.entity';
import { ChartFinder } from './chart.finder';

const DATASET_NAME = '(SELECT name_ds.table_name FROM charts.dataset name_ds WHERE name_ds.id = c.datasource_id)';

const COLUMNS: Record<string, string> = {
  id: 'c.id',
  uuid: 'c.uuid',
  slice_name: 'c.slice_name',
  viz_type: 'c.viz_type',
  description: 'c.description',
  datasource_id: 'c.datasource_id',
  datasource_type: 'c.datasource_type',
  datasource_name: DATASET_NAME,
  created_by: 'c.created_by_fk',
  changed_by: 'c.changed_by_fk',
  last_saved_by: 'c.last_saved_by_fk',
  last_saved_at: 'c.last_saved_at',
  changed_on_delta_humanized: 'c.changed_on',
  // Users live in another service, so their names cannot be sorted on here; their ids group them.
  'changed_by.first_name': 'c.changed_by_fk',
  'last_saved_by.id': 'c.last_saved_by_fk',
  'last_saved_by.first_name': 'c.last_saved_by_fk',
  'last_saved_by.last_name': 'c.last_saved_by_fk',
};

/** Superset's chart filters on favourites, certification, the creator and tags (shared with dashboards). */
const SHARED_FILTERS: OwnedObjectFilterSpec = {
  alias: 'c',
  operators: {
    favorite: 'chart_is_favorite',
    certified: 'chart_is_certified',
    createdByMe: 'chart_created_by_me',
    hasCreator: 'chart_has_created_by',
    tagNames: 'chart_tags',
    tagIds: 'chart_tag_id',
  },
  moreFavoriteOperators: ['chart_owned_created_favored_by_me'],
  tagIdsOf,
};

/** `GET /api/v1/chart/`: the charts the viewer sees (Superset's `ChartFilter`) with Superset's filters. */
@Injectable()
export class ChartListService {
  constructor(
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
    private readonly finder: ChartFinder,
    private readonly views: ChartViewsService,
    private readonly tags: ChartTagsClient,
    private readonly links: DashboardLinksClient,
  ) {}

  async list(viewer: ChartViewer, query: ListQuery): Promise<ListReply<ChartListRow>> {
    const lookups = await lookUpOwnedObjectFilters(SHARED_FILTERS, query.filters, viewer.userId, {
      favoriteIds: () => this.tags.favoriteIds(),
      tags: this.tags,
      ownFilterIds: async (filter) =>
        filter.col === 'dashboards' ? this.links.chartIdsOn(filterValueList(filter.value).map(Number).filter(Number.isInteger)) : undefined,
    });
    const qb = this.charts.createQueryBuilder('c');
    const visibility = this.finder.visibility(viewer, 'c');
    if (visibility) qb.where(visibility.sql, visibility.params);
    const page = await fetchListPage(qb, query, this.mapping(viewer, lookups), (chart) => chart);
    return { count: page.count, ids: page.ids, result: await this.views.rows(page.result) };
  }

  /** `distinct/viz_type`: the chart types in use among the visible charts, starting with `filter`. */
  async distinctVizTypes(viewer: ChartViewer, filter: string, page: number, pageSize: number): Promise<DistinctReply> {
    const qb = this.charts.createQueryBuilder('c').select('DISTINCT c.viz_type', 'value').where("c.viz_type <> ''");
    const visibility = this.finder.visibility(viewer, 'c');
    if (visibility) qb.andWhere(visibility.sql, visibility.params);
    if (filter) qb.andWhere('c.viz_type ILIKE :prefix', { prefix: `${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    const values = (await qb.orderBy('value', 'ASC').getRawMany<{ value: string }>()).map((row) => row.value);
    return { count: values.length, result: values.slice(page * pageSize, (page + 1) * pageSize).map((value) => ({ text: value, value })) };
  }

  private mapping(viewer: ChartViewer, lookups: OwnedObjectLookups): ListQueryMapping {
    const shared = ownedObjectFilterHandlers(SHARED_FILTERS, viewer.userId, lookups);
    const handlers: Record<string, FilterHandler> = {
      ...shared,
      slice_name: (where, filter, param) => {
        if (filter.opr !== 'chart_all_text') return applyGenericFilter(where, COLUMNS.slice_name, filter, param);
        if (String(filter.value ?? '') === '') return;
        whereAnyContains(where, ['c.slice_name', 'c.description', 'c.viz_type', DATASET_NAME], filter.value, param);
      },
      id: (where, filter, param) => {
        if (filter.opr !== 'chart_owned_created_favored_by_me') return shared.id(where, filter, param);
        const favored = lookups.favorites.length > 0 ? ` OR c.id IN (:...${param}_fav)` : '';
        where.andWhere(`(:${param} = ANY(c.owners) OR c.created_by_fk = :${param}${favored})`, {
          [param]: viewer.userId ?? -1,
          [`${param}_fav`]: lookups.favorites,
        });
      },
      owners: (where, filter, param) => {
        const owner = Number(filter.value);
        if (!Number.isInteger(owner)) throw badRequest(serverText('Filter owners rel_m_m needs a user id'));
        where.andWhere(`:${param} = ANY(c.owners)`, { [param]: owner });
      },
      dashboards: (where, filter, param) => whereIdAmong(where, 'c', lookups.idsByFilter.get(filter) ?? [], param),
    };
    return { columns: COLUMNS, filterHandlers: handlers };
  }
}
