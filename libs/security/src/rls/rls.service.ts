import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern, pageWindow, type Page, type PageRequest } from '../common/paging';
import { rlsFilterNotFound, rlsNameTaken } from '../common/security.errors';
import { isUniqueViolation } from '../common/unique-violation';
import { RlsFilterTableEntity } from '../entities/rls-filter-table.entity';
import { RlsFilterEntity } from '../entities/rls-filter.entity';
import { TtlCache } from '../permissions/ttl-cache';
import { existingRoleIds } from '../users/user-roles';
import { composeRlsClauses } from './rls-composition';
import { replaceRoles, replaceTables, withLinks } from './rls-filter.store';
import { selectApplicableFilters } from './rls-selection';
import type { RlsClauseQuery, RlsFilter, RlsFilterInput, RlsFilterUpdate } from './rls.types';
import { validateRlsInput } from './rls.validation';

/** Row-level security filters (`/api/v1/rowlevelsecurity/`) and the clauses they put on a query. */
export class RlsService {
  /**
   * The filters on each dataset, read for every chart query; dropped on any write through this
   * service. Other gateway replicas see a change within the TTL.
   */
  private readonly filtersByDataset = new TtlCache<number, RlsFilter[]>(5_000);

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(input: RlsFilterInput): Promise<RlsFilter> {
    validateRlsInput(input, true);
    const id = await this.write(async (manager) => {
      await this.assertNameFree(manager, input.name.trim(), null);
      const roleIds = await existingRoleIds(manager, input.roles ?? []);
      const at = this.now();
      const { identifiers } = await manager.insert(RlsFilterEntity, {
        name: input.name.trim(),
        description: input.description ?? null,
        filterType: input.filterType,
        clause: input.clause,
        groupKey: input.groupKey || null,
        createdOn: at,
        changedOn: at,
      });
      const filterId = Number(identifiers[0].id);
      await replaceTables(manager, filterId, input.tables ?? []);
      await replaceRoles(manager, filterId, roleIds);
      return filterId;
    });
    return this.get(id);
  }

  async update(id: number, input: RlsFilterUpdate): Promise<RlsFilter> {
    validateRlsInput(input, false);
    await this.write(async (manager) => {
      if (!(await manager.existsBy(RlsFilterEntity, { id }))) throw rlsFilterNotFound(id);
      if (input.name !== undefined) await this.assertNameFree(manager, input.name.trim(), id);
      const roleIds = input.roles === undefined ? undefined : await existingRoleIds(manager, input.roles);
      const changes: Partial<RlsFilterEntity> = { changedOn: this.now() };
      if (input.name !== undefined) changes.name = input.name.trim();
      if (input.description !== undefined) changes.description = input.description;
      if (input.filterType !== undefined) changes.filterType = input.filterType;
      if (input.clause !== undefined) changes.clause = input.clause;
      if (input.groupKey !== undefined) changes.groupKey = input.groupKey || null;
      await manager.update(RlsFilterEntity, { id }, changes);
      if (input.tables !== undefined) await replaceTables(manager, id, input.tables);
      if (roleIds !== undefined) await replaceRoles(manager, id, roleIds);
    });
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    const { affected } = await this.dataSource.manager.delete(RlsFilterEntity, { id });
    this.filtersByDataset.clear();
    if (!affected) throw rlsFilterNotFound(id);
  }

  async get(id: number): Promise<RlsFilter> {
    const filter = await this.dataSource.manager.findOneBy(RlsFilterEntity, { id });
    if (!filter) throw rlsFilterNotFound(id);
    return (await withLinks(this.dataSource.manager, [filter]))[0];
  }

  /** Filters whose name contains `search`, ordered by name. */
  async list(request: PageRequest = {}): Promise<Page<RlsFilter>> {
    const { skip, take } = pageWindow(request);
    const query = this.dataSource.manager
      .createQueryBuilder(RlsFilterEntity, 'f')
      .orderBy('f.name', 'ASC')
      .addOrderBy('f.id', 'ASC')
      .skip(skip)
      .take(take);
    if (request.search) query.where('f.name ILIKE :pattern', { pattern: containsPattern(request.search) });
    const [filters, count] = await query.getManyAndCount();
    return { count, result: await withLinks(this.dataSource.manager, filters) };
  }

  /**
   * The RLS clauses for a caller querying a dataset, ready to be AND-ed into its WHERE clause
   * (Jinja in them is left for the query compiler to render).
   */
  async clausesFor(query: RlsClauseQuery): Promise<string[]> {
    const filters = await this.filtersByDataset.getOrLoad(query.datasetId, async () => {
      const manager = this.dataSource.manager;
      const onDataset = await manager
        .createQueryBuilder(RlsFilterEntity, 'f')
        .innerJoin(RlsFilterTableEntity, 't', 't.rlsFilterId = f.id AND t.tableId = :datasetId', { datasetId: query.datasetId })
        .orderBy('f.id', 'ASC')
        .getMany();
      return withLinks(manager, onDataset);
    });
    const applicable = selectApplicableFilters(filters, query);
    const guestClauses = (query.guestRules ?? [])
      .filter((rule) => rule.dataset === undefined || rule.dataset === null || Number(rule.dataset) === query.datasetId)
      .map((rule) => rule.clause);
    return composeRlsClauses(applicable, guestClauses);
  }

  private async assertNameFree(manager: EntityManager, name: string, exceptId: number | null): Promise<void> {
    const query = manager.createQueryBuilder(RlsFilterEntity, 'f').where('f.name = :name', { name });
    if (exceptId !== null) query.andWhere('f.id <> :exceptId', { exceptId });
    if (await query.getExists()) throw rlsNameTaken();
  }

  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, 'rls_filter_name_key')) throw rlsNameTaken();
      throw error;
    } finally {
      this.filtersByDataset.clear();
    }
  }
}
