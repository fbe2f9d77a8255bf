import { badRequest, type ChartListRow, type DistinctReply, type ListFilter, type ListQuery, type ListReply } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { applyGenericFilter, fetchListPage, type FilterHandler, type ListQueryMapping, serverText } from '@tessera/platform';
import { Repository, type WhereExpressionBuilder } from 'typeorm';
import type { ChartViewer } from '../access/viewer';
import { ChartTagsClient, tagFilterValues, tagIdsOf } from '../clients/chart-tags.client';
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

const truthy = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';
const likeAnywhere = (value: unknown) => `%${String(value ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Ids resolved over the bus before the query is built (filter handlers are synchronous). */
interface ResolvedFilters {
  favorites: number[];
  byFilter: Map<ListFilter, number[]>;
}

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
    const resolved = await this.resolve(viewer, query.filters);
    const qb = this.charts.createQueryBuilder('c');
    const visibility = this.finder.visibility(viewer, 'c');
    if (visibility) qb.where(visibility.sql, visibility.params);
    const page = await fetchListPage(qb, query, this.mapping(viewer, resolved), (chart) => chart);
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

  private async resolve(viewer: ChartViewer, filters: ListFilter[]): Promise<ResolvedFilters> {
    const resolved: ResolvedFilters = { favorites: [], byFilter: new Map() };
    const needsFavorites = filters.some((f) => f.opr === 'chart_is_favorite' || f.opr === 'chart_owned_created_favored_by_me');
    if (needsFavorites && viewer.userId !== null) resolved.favorites = await this.tags.favoriteIds();
    for (const filter of filters) {
      if (filter.opr === 'chart_tags') {
        const names = tagFilterValues(filter.value)
          .map(String)
          .filter((name) => name !== '');
        resolved.byFilter.set(filter, names.length > 0 ? await this.tags.objectsTagged(names, []) : []);
      } else if (filter.opr === 'chart_tag_id') {
        resolved.byFilter.set(filter, await this.tags.objectsTagged([], tagIdsOf(filter.value)));
      } else if (filter.col === 'dashboards') {
        resolved.byFilter.set(filter, await this.links.chartIdsOn(tagFilterValues(filter.value).map(Number).filter(Number.isInteger)));
      }
    }
    return resolved;
  }

  private mapping(viewer: ChartViewer, resolved: ResolvedFilters): ListQueryMapping {
    const me = viewer.userId ?? -1;
    const inIds = (where: WhereExpressionBuilder, ids: number[], param: string, negate = false) => {
      if (ids.length === 0) where.andWhere(negate ? 'TRUE' : 'FALSE');
      else where.andWhere(`c.id ${negate ? 'NOT IN' : 'IN'} (:...${param})`, { [param]: ids });
    };
    const handlers: Record<string, FilterHandler> = {
      slice_name: (where, filter, param) => {
        if (filter.opr !== 'chart_all_text') return applyGenericFilter(where, COLUMNS.slice_name, filter, param);
        if (String(filter.value ?? '') === '') return;
        where.andWhere(
          `(c.slice_name ILIKE :${param} OR c.description ILIKE :${param} OR c.viz_type ILIKE :${param} OR ${DATASET_NAME} ILIKE :${param})`,
          {
            [param]: likeAnywhere(filter.value),
          },
        );
      },
      id: (where, filter, param) => {
        if (filter.opr === 'chart_is_favorite') return inIds(where, resolved.favorites, param, !truthy(filter.value));
        if (filter.opr === 'chart_is_certified') {
          return void where.andWhere(
            truthy(filter.value)
              ? "(c.certified_by IS NOT NULL AND c.certified_by <> '')"
              : "(c.certified_by IS NULL OR c.certified_by = '')",
          );
        }
        if (filter.opr === 'chart_owned_created_favored_by_me') {
          const favored = resolved.favorites.length > 0 ? ` OR c.id IN (:...${param}_fav)` : '';
          return void where.andWhere(`(:${param} = ANY(c.owners) OR c.created_by_fk = :${param}${favored})`, {
            [param]: me,
            [`${param}_fav`]: resolved.favorites,
          });
        }
        applyGenericFilter(where, COLUMNS.id, filter, param);
      },
      owners: (where, filter, param) => {
        const owner = Number(filter.value);
        if (!Number.isInteger(owner)) throw badRequest(serverText('Filter owners rel_m_m needs a user id'));
        where.andWhere(`:${param} = ANY(c.owners)`, { [param]: owner });
      },
      dashboards: (where, filter, param) => inIds(where, resolved.byFilter.get(filter) ?? [], param),
      created_by: (where, filter, param) => {
        if (filter.opr === 'chart_created_by_me')
          return void where.andWhere(`(c.created_by_fk = :${param} OR c.changed_by_fk = :${param})`, { [param]: me });
        if (filter.opr === 'chart_has_created_by')
          return void where.andWhere(truthy(filter.value) ? 'c.created_by_fk IS NOT NULL' : 'c.created_by_fk IS NULL');
        applyGenericFilter(where, COLUMNS.created_by, filter, param);
      },
      tags: (where, filter, param) => inIds(where, resolved.byFilter.get(filter) ?? [], param),
    };
    return { columns: COLUMNS, filterHandlers: handlers };
  }
}
