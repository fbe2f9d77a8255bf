import { readRemovedQueryIds, rememberRemovedQuery, REMOVED_QUERIES_CAP, REMOVED_QUERIES_STORAGE_KEY } from './removed-queries';

beforeEach(() => window.localStorage.clear());

describe('removed queries', () => {
  it('remembers each removed row once, across reads', () => {
    rememberRemovedQuery(window.localStorage, 4);
    rememberRemovedQuery(window.localStorage, 9);
    rememberRemovedQuery(window.localStorage, 4);
    expect([...readRemovedQueryIds(window.localStorage)].sort()).toEqual([4, 9]);
  });

  it('keeps only the latest removals', () => {
    for (let id = 1; id <= REMOVED_QUERIES_CAP + 5; id++) rememberRemovedQuery(window.localStorage, id);
    const ids = readRemovedQueryIds(window.localStorage);
    expect(ids.size).toBe(REMOVED_QUERIES_CAP);
    expect(ids.has(1)).toBe(false);
    expect(ids.has(REMOVED_QUERIES_CAP + 5)).toBe(true);
  });

  it('reads nothing from a missing or damaged entry', () => {
    expect(readRemovedQueryIds(window.localStorage).size).toBe(0);
    window.localStorage.setItem(REMOVED_QUERIES_STORAGE_KEY, '{oops');
    expect(readRemovedQueryIds(window.localStorage).size).toBe(0);
    window.localStorage.setItem(REMOVED_QUERIES_STORAGE_KEY, '["x", 3]');
    expect([...readRemovedQueryIds(window.localStorage)]).toEqual([3]);
  });
});
