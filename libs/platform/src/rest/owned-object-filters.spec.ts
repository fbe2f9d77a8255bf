import type { ListFilter } from '@tessera/contracts';
import { Brackets, DataSource } from 'typeorm';
import type { FilterHandler } from './apply-list-query';
import {
  isTrueFilterValue,
  lookUpOwnedObjectFilters,
  ownedObjectFilterHandlers,
  whereAnyContains,
  type OwnedObjectFilterSpec,
  type OwnedObjectLookups,
} from './owned-object-filters';

// The SQL is rendered by TypeORM's PostgreSQL query builder on a data source that never connects,
// so the spec reads exactly what the list services send, without a database.
const postgres = new DataSource({ type: 'postgres' });

function whereOf(handler: FilterHandler, filter: ListFilter): { sql: string; params: unknown[] } {
  const qb = postgres.createQueryBuilder().select('w.id').from('widgets', 'w');
  qb.where(new Brackets((where) => handler(where, filter, 'p')));
  const [sql, params] = qb.getQueryAndParameters();
  return { sql: sql.replace(/^.* WHERE /, ''), params };
}

const SPEC: OwnedObjectFilterSpec = {
  alias: 'w',
  operators: {
    favorite: 'chart_is_favorite',
    certified: 'chart_is_certified',
    createdByMe: 'chart_created_by_me',
    hasCreator: 'chart_has_created_by',
    tagNames: 'chart_tags',
    tagIds: 'chart_tag_id',
  },
  moreFavoriteOperators: ['chart_owned_created_favored_by_me'],
  tagIdsOf: (value) => {
    const ids = (Array.isArray(value) ? value : [value]).map(Number);
    if (ids.some((id) => !Number.isInteger(id))) throw new Error('chart_tag_id needs tag ids');
    return ids;
  },
};

describe('ownedObjectFilterHandlers', () => {
  const lookups = (favorites: number[], idsByFilter = new Map<ListFilter, number[]>()): OwnedObjectLookups => ({ favorites, idsByFilter });

  it('keeps the favourites for a true value and the rest for any other, and none (or all) when there are no favourites', () => {
    const { id } = ownedObjectFilterHandlers(SPEC, 7, lookups([3, 5]));
    expect(whereOf(id, { col: 'id', opr: 'chart_is_favorite', value: '1' })).toEqual({ sql: '(w.id IN ($1, $2))', params: [3, 5] });
    expect(whereOf(id, { col: 'id', opr: 'chart_is_favorite', value: false })).toEqual({ sql: '(w.id NOT IN ($1, $2))', params: [3, 5] });
    const none = ownedObjectFilterHandlers(SPEC, 7, lookups([])).id;
    expect(whereOf(none, { col: 'id', opr: 'chart_is_favorite', value: true }).sql).toBe('(FALSE)');
    expect(whereOf(none, { col: 'id', opr: 'chart_is_favorite', value: 0 }).sql).toBe('(TRUE)');
  });

  it('reads certification from a certifier that is neither null nor empty', () => {
    const { id } = ownedObjectFilterHandlers(SPEC, 7, lookups([]));
    expect(whereOf(id, { col: 'id', opr: 'chart_is_certified', value: 'true' }).sql).toBe(
      "((w.certified_by IS NOT NULL AND w.certified_by <> ''))",
    );
    expect(whereOf(id, { col: 'id', opr: 'chart_is_certified', value: 'no' }).sql).toBe(
      "((w.certified_by IS NULL OR w.certified_by = ''))",
    );
  });

  it('lists what the viewer created or changed last, nothing for an anonymous viewer, and filters on having a creator', () => {
    const mine: ListFilter = { col: 'created_by', opr: 'chart_created_by_me', value: true };
    expect(whereOf(ownedObjectFilterHandlers(SPEC, 7, lookups([])).created_by, mine)).toEqual({
      sql: '((w.created_by_fk = $1 OR w.changed_by_fk = $1))',
      params: [7],
    });
    expect(whereOf(ownedObjectFilterHandlers(SPEC, null, lookups([])).created_by, mine).params).toEqual([-1]);
    const { created_by } = ownedObjectFilterHandlers(SPEC, 7, lookups([]));
    expect(whereOf(created_by, { col: 'created_by', opr: 'chart_has_created_by', value: 1 }).sql).toBe('(w.created_by_fk IS NOT NULL)');
    expect(whereOf(created_by, { col: 'created_by', opr: 'chart_has_created_by', value: false }).sql).toBe('(w.created_by_fk IS NULL)');
  });

  it('compares any other operator on id and created_by generically, on the id and creator columns', () => {
    const { id, created_by } = ownedObjectFilterHandlers(SPEC, 7, lookups([]));
    expect(whereOf(id, { col: 'id', opr: 'eq', value: 4 })).toEqual({ sql: '(w.id = $1)', params: [4] });
    expect(whereOf(created_by, { col: 'created_by', opr: 'rel_o_m', value: 2 })).toEqual({ sql: '(w.created_by_fk = $1)', params: [2] });
    expect(() => whereOf(id, { col: 'id', opr: 'dashboard_is_favorite', value: true })).toThrow(/not supported/);
  });

  it('keeps the ids looked up for that very tag filter, and none when nothing was found', () => {
    const tagged: ListFilter = { col: 'tags', opr: 'chart_tags', value: 'finance' };
    const { tags } = ownedObjectFilterHandlers(SPEC, 7, lookups([], new Map([[tagged, [9]]])));
    expect(whereOf(tags, tagged)).toEqual({ sql: '(w.id IN ($1))', params: [9] });
    expect(whereOf(tags, { ...tagged }).sql).toBe('(FALSE)');
  });
});

describe('lookUpOwnedObjectFilters', () => {
  const sources = () => ({
    favoriteIds: jest.fn(async () => [1, 2]),
    tags: { objectsTagged: jest.fn(async (names: string[], ids: number[]) => (names.length > 0 ? [10] : ids.map((id) => id * 100))) },
  });

  it('asks for favourites only when a filter reads them and the viewer is signed in', async () => {
    const asked = sources();
    expect((await lookUpOwnedObjectFilters(SPEC, [{ col: 'id', opr: 'eq', value: 1 }], 7, asked)).favorites).toEqual([]);
    expect(asked.favoriteIds).not.toHaveBeenCalled();
    const favored: ListFilter[] = [{ col: 'id', opr: 'chart_owned_created_favored_by_me', value: true }];
    expect((await lookUpOwnedObjectFilters(SPEC, favored, null, asked)).favorites).toEqual([]);
    expect(asked.favoriteIds).not.toHaveBeenCalled();
    expect((await lookUpOwnedObjectFilters(SPEC, favored, 7, asked)).favorites).toEqual([1, 2]);
    expect((await lookUpOwnedObjectFilters(SPEC, [{ col: 'id', opr: 'chart_is_favorite', value: true }], 7, asked)).favorites).toEqual([
      1, 2,
    ]);
    expect(asked.favoriteIds).toHaveBeenCalledTimes(2);
  });

  it("looks up each tag filter by names or ids and the service's own filters, keyed by the filter", async () => {
    const asked = sources();
    const byName: ListFilter = { col: 'tags', opr: 'chart_tags', value: ['finance', ''] };
    const noNames: ListFilter = { col: 'tags', opr: 'chart_tags', value: '' };
    const byId: ListFilter = { col: 'tags', opr: 'chart_tag_id', value: ['3'] };
    const onBoard: ListFilter = { col: 'boards', opr: 'rel_m_m', value: 51 };
    const other: ListFilter = { col: 'name', opr: 'ct', value: 'x' };
    const ownFilterIds = jest.fn(async (filter: ListFilter) => (filter.col === 'boards' ? [42] : undefined));
    const found = await lookUpOwnedObjectFilters(SPEC, [byName, noNames, byId, onBoard, other], 7, { ...asked, ownFilterIds });
    expect([...found.idsByFilter]).toEqual([
      [byName, [10]],
      [noNames, []],
      [byId, [300]],
      [onBoard, [42]],
    ]);
    expect(asked.tags.objectsTagged.mock.calls).toEqual([
      [['finance'], []],
      [[], [3]],
    ]);
    expect(ownFilterIds.mock.calls.map(([filter]) => filter)).toEqual([onBoard, other]);
  });

  it("refuses a tag-id filter with the service's own error before asking the tag service", async () => {
    const asked = sources();
    await expect(lookUpOwnedObjectFilters(SPEC, [{ col: 'tags', opr: 'chart_tag_id', value: 'x' }], 7, asked)).rejects.toThrow(
      'chart_tag_id needs tag ids',
    );
    expect(asked.tags.objectsTagged).not.toHaveBeenCalled();
  });
});

describe('whereAnyContains and isTrueFilterValue', () => {
  it('searches every expression for the text, with LIKE wildcards taken literally', () => {
    const search: FilterHandler = (where, filter, param) => whereAnyContains(where, ['w.name', 'w.slug'], filter.value, param);
    expect(whereOf(search, { col: 'name', opr: 'chart_all_text', value: '50%_off\\' })).toEqual({
      sql: '((w.name ILIKE $1 OR w.slug ILIKE $1))',
      params: ['%50\\%\\_off\\\\%'],
    });
    expect(whereOf(search, { col: 'name', opr: 'chart_all_text', value: null }).params).toEqual(['%%']);
  });

  it("takes true, 'true', 1 and '1' as true and nothing else", () => {
    expect([true, 'true', 1, '1'].map(isTrueFilterValue)).toEqual([true, true, true, true]);
    expect([false, 'false', 0, '0', 'yes', 'TRUE', null, undefined].map(isTrueFilterValue)).toEqual(Array(8).fill(false));
  });
});
