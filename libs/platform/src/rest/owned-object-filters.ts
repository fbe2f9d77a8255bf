import type { ListFilter, ListFilterOperator } from '@tessera/contracts';
import type { WhereExpressionBuilder } from 'typeorm';
import { applyGenericFilter, type FilterHandler } from './apply-list-query';
import type { TaggedObjectsClient } from './tagged-objects.client';

// Superset gives charts and dashboards the same list filters on favourites, certification, the
// creator and tags; only the operator names carry the object's prefix (`chart_is_favorite`,
// `dashboard_is_favorite`). The SQL and its rules are written once here, and each list service
// names its operators, its table alias and where its favourites and tags come from.

/** The prefixed operators of the shared filters, as one object type names them. */
export interface OwnedObjectFilterOperators {
  /** On `id`: a true value keeps the viewer's favourites, any other value the rest. */
  favorite: ListFilterOperator;
  /** On `id`: a true value keeps objects that name a certifier, any other value those that do not. */
  certified: ListFilterOperator;
  /** On `created_by`: objects the viewer created or changed last. */
  createdByMe: ListFilterOperator;
  /** On `created_by`: a true value keeps objects with a creator, any other value those without. */
  hasCreator: ListFilterOperator;
  /** On `tags`: objects carrying any of the tag names. */
  tagNames: ListFilterOperator;
  /** On `tags`: objects carrying any of the tag ids. */
  tagIds: ListFilterOperator;
}

/** How one object type's list takes the shared filters. */
export interface OwnedObjectFilterSpec {
  /** The query builder's alias for the object's table, whose `id`, `owners`, `certified_by`, `created_by_fk` and `changed_by_fk` are read. */
  alias: string;
  operators: OwnedObjectFilterOperators;
  /** Operators of the service's own that also read the viewer's favourites (charts' `chart_owned_created_favored_by_me`). */
  moreFavoriteOperators?: readonly ListFilterOperator[];
  /** The tag-id filter's value as ids; each service throws its own 400, as its catalogue text names its operator. */
  tagIdsOf: (value: unknown) => number[];
}

/** Ids looked up over the bus before the query is built, as filter handlers are synchronous. */
export interface OwnedObjectLookups {
  /** The viewer's favourites; empty unless a filter reads them and the viewer is signed in. */
  favorites: number[];
  /** The objects each id-set filter keeps: the tag filters, and any the service looks up itself. */
  idsByFilter: Map<ListFilter, number[]>;
}

/** Where the lookups come from. */
export interface OwnedObjectLookupSources {
  favoriteIds: () => Promise<number[]>;
  tags: Pick<TaggedObjectsClient, 'objectsTagged'>;
  /** The ids one of the service's own filters keeps (charts on given dashboards); undefined for any other filter. */
  ownFilterIds?: (filter: ListFilter) => Promise<number[] | undefined>;
}

/** A boolean filter value as Superset's list pages send it. */
export const isTrueFilterValue = (value: unknown): boolean => value === true || value === 'true' || value === 1 || value === '1';

/** A filter value that may be one value or a list, as a list. */
export const filterValueList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** Keeps the rows whose id is (with `negate`, is not) among `ids`; no ids keep no rows (with `negate`, every row). */
export function whereIdAmong(where: WhereExpressionBuilder, alias: string, ids: number[], param: string, negate = false): void {
  if (ids.length === 0) where.andWhere(negate ? 'TRUE' : 'FALSE');
  else where.andWhere(`${alias}.id ${negate ? 'NOT IN' : 'IN'} (:...${param})`, { [param]: ids });
}

/** Keeps the rows where any of the expressions contains `value`, case-insensitively (the free-text search filters). */
export function whereAnyContains(where: WhereExpressionBuilder, expressions: readonly string[], value: unknown, param: string): void {
  const pattern = `%${String(value ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  where.andWhere(`(${expressions.map((expression) => `${expression} ILIKE :${param}`).join(' OR ')})`, { [param]: pattern });
}

/**
 * Looks up what the filters need from other services, in the filters' order: the favourites once if
 * any filter reads them (an anonymous viewer has none), then each tag filter's and own filter's ids.
 */
export async function lookUpOwnedObjectFilters(
  spec: OwnedObjectFilterSpec,
  filters: ListFilter[],
  viewerId: number | null,
  sources: OwnedObjectLookupSources,
): Promise<OwnedObjectLookups> {
  const lookups: OwnedObjectLookups = { favorites: [], idsByFilter: new Map() };
  const favoriteOperators = [spec.operators.favorite, ...(spec.moreFavoriteOperators ?? [])];
  if (filters.some((filter) => favoriteOperators.includes(filter.opr)) && viewerId !== null)
    lookups.favorites = await sources.favoriteIds();
  for (const filter of filters) {
    const ids = (await taggedIdsFor(spec, filter, sources.tags)) ?? (await sources.ownFilterIds?.(filter));
    if (ids) lookups.idsByFilter.set(filter, ids);
  }
  return lookups;
}

async function taggedIdsFor(
  spec: OwnedObjectFilterSpec,
  filter: ListFilter,
  tags: OwnedObjectLookupSources['tags'],
): Promise<number[] | undefined> {
  if (filter.opr === spec.operators.tagNames) {
    const names = filterValueList(filter.value)
      .map(String)
      .filter((name) => name !== '');
    return names.length > 0 ? tags.objectsTagged(names, []) : [];
  }
  if (filter.opr === spec.operators.tagIds) return tags.objectsTagged([], spec.tagIdsOf(filter.value));
  return undefined;
}

/**
 * Handlers for the shared filters on `id`, `created_by` and `tags`; any other operator on `id` or
 * `created_by` is a generic comparison. A service adds its own operators by checking them first.
 */
export function ownedObjectFilterHandlers(
  spec: OwnedObjectFilterSpec,
  viewerId: number | null,
  lookups: OwnedObjectLookups,
): Record<'id' | 'created_by' | 'tags', FilterHandler> {
  const { alias, operators } = spec;
  return {
    id: (where, filter, param) => {
      if (filter.opr === operators.favorite) return whereIdAmong(where, alias, lookups.favorites, param, !isTrueFilterValue(filter.value));
      if (filter.opr === operators.certified) {
        return void where.andWhere(
          isTrueFilterValue(filter.value)
            ? `(${alias}.certified_by IS NOT NULL AND ${alias}.certified_by <> '')`
            : `(${alias}.certified_by IS NULL OR ${alias}.certified_by = '')`,
        );
      }
      applyGenericFilter(where, `${alias}.id`, filter, param);
    },
    created_by: (where, filter, param) => {
      if (filter.opr === operators.createdByMe) {
        // Superset's "created by me" also lists what the viewer changed last; -1 matches nobody for an anonymous viewer.
        return void where.andWhere(`(${alias}.created_by_fk = :${param} OR ${alias}.changed_by_fk = :${param})`, {
          [param]: viewerId ?? -1,
        });
      }
      if (filter.opr === operators.hasCreator) {
        return void where.andWhere(
          isTrueFilterValue(filter.value) ? `${alias}.created_by_fk IS NOT NULL` : `${alias}.created_by_fk IS NULL`,
        );
      }
      applyGenericFilter(where, `${alias}.created_by_fk`, filter, param);
    },
    tags: (where, filter, param) => whereIdAmong(where, alias, lookups.idsByFilter.get(filter) ?? [], param),
  };
}
