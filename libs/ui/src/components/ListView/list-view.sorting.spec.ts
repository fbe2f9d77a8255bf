import { ariaSort, nextSort } from './list-view.sorting';

describe('nextSort', () => {
  it('cycles none → asc → desc → none on plain clicks', () => {
    let sort = nextSort([], 'name', false);
    expect(sort).toEqual([{ id: 'name', desc: false }]);
    sort = nextSort(sort, 'name', false);
    expect(sort).toEqual([{ id: 'name', desc: true }]);
    expect(nextSort(sort, 'name', false)).toEqual([]);
  });

  it('replaces another column on a plain click', () => {
    expect(nextSort([{ id: 'a', desc: true }], 'b', false)).toEqual([{ id: 'b', desc: false }]);
  });

  it('adds and cycles columns on shift-click', () => {
    let sort = nextSort([{ id: 'a', desc: true }], 'b', true);
    expect(sort).toEqual([
      { id: 'a', desc: true },
      { id: 'b', desc: false },
    ]);
    sort = nextSort(sort, 'b', true);
    expect(sort).toEqual([
      { id: 'a', desc: true },
      { id: 'b', desc: true },
    ]);
    expect(nextSort(sort, 'a', true)).toEqual([{ id: 'b', desc: true }]);
  });

  it('reports aria-sort', () => {
    expect(ariaSort([{ id: 'a', desc: false }], 'a')).toBe('ascending');
    expect(ariaSort([{ id: 'a', desc: true }], 'a')).toBe('descending');
    expect(ariaSort([], 'a')).toBe('none');
  });
});
