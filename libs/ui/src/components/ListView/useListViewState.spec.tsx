import { act, renderHook } from '@testing-library/react';
import { createMemoryQueryParamAdapter } from '../../hooks/query-param-adapter';
import type { ListViewFilterConfig } from './list-view.types';
import { DEFAULT_LIST_SORT } from './list-view.types';
import { isActiveValue, toFetchFilters, useListViewState } from './useListViewState';

const setup = (search = '') => {
  const adapter = createMemoryQueryParamAdapter(search);
  const hook = renderHook(() => useListViewState(DEFAULT_LIST_SORT, 'card', adapter));
  return { adapter, hook, state: () => hook.result.current };
};

describe('useListViewState', () => {
  it('starts from defaults with a clean address', () => {
    const { state, adapter } = setup();
    expect(state().pageIndex).toBe(0);
    expect(state().sortBy).toEqual([{ id: 'changed_on_delta_humanized', desc: true }]);
    expect(state().filterValues).toEqual({});
    expect(state().viewMode).toBe('card');
    expect(adapter.read()).toBe('');
  });

  it('reads state from the address', () => {
    const { state } = setup(
      '?filters=(name:sales,owners:!((label:Ann,value:1)))&pageIndex=2&sortColumn=slice_name&sortOrder=asc&viewMode=table',
    );
    expect(state().pageIndex).toBe(2);
    expect(state().sortBy).toEqual([{ id: 'slice_name', desc: false }]);
    expect(state().filterValues).toEqual({ name: 'sales', owners: [{ label: 'Ann', value: 1 }] });
    expect(state().viewMode).toBe('table');
  });

  it('survives a mangled address', () => {
    const { state } = setup('?filters=(name:&pageIndex=abc&viewMode=grid');
    expect(state().filterValues).toEqual({});
    expect(state().pageIndex).toBe(0);
    expect(state().viewMode).toBe('card');
  });

  it('pushes page changes and replaces everything else', () => {
    const { state, adapter } = setup();
    act(() => state().setPageIndex(1));
    act(() => state().setPageIndex(2));
    expect(adapter.entries).toHaveLength(3);
    act(() => state().setSortBy([{ id: 'name', desc: false }]));
    act(() => state().setViewMode('table'));
    expect(adapter.entries).toHaveLength(3);
    expect(adapter.read()).toBe('pageIndex=2&sortColumn=name&sortOrder=asc&viewMode=table');
    act(() => adapter.back());
    expect(state().pageIndex).toBe(1);
  });

  it('resets to the first page when a filter changes and drops cleared filters', () => {
    const { state, adapter } = setup('?pageIndex=3');
    act(() => state().setFilterValue('name', 'q1'));
    expect(state().pageIndex).toBe(0);
    expect(adapter.read()).toBe('filters=(name:q1)');
    act(() => state().setFilterValue('name', ''));
    expect(adapter.read()).toBe('');
    act(() => state().setFilterValue('tags', [1]));
    act(() => state().clearFilters());
    expect(state().filterValues).toEqual({});
  });

  it('writes unsorted, default and multi-column sorts', () => {
    const { state, adapter } = setup();
    act(() => state().setSortBy([]));
    expect(state().sortBy).toEqual([]);
    expect(adapter.read()).toBe('sortColumn=');
    act(() =>
      state().setSortBy([
        { id: 'a', desc: true },
        { id: 'b', desc: false },
      ]),
    );
    expect(state().sortBy).toEqual([
      { id: 'a', desc: true },
      { id: 'b', desc: false },
    ]);
    act(() => state().setSortBy([...DEFAULT_LIST_SORT]));
    expect(adapter.read()).toBe('');
  });

  it('replaces the page when asked', () => {
    const { state, adapter } = setup('?pageIndex=4');
    act(() => state().setPageIndex(0, 'replace'));
    expect(adapter.entries).toEqual(['']);
  });
});

describe('toFetchFilters', () => {
  const configs: ListViewFilterConfig[] = [
    { type: 'search', id: 'slice_name', key: 'search', label: 'Search', operator: 'chart_all_text' },
    { type: 'select', id: 'owners', label: 'Owner', operator: 'rel_m_m', multi: true },
    { type: 'select', id: 'viz_type', label: 'Type', operator: 'eq' },
    { type: 'boolean', id: 'id', label: 'Favorite', operator: 'chart_is_favorite' },
    { type: 'datetime_range', id: 'changed_on', label: 'Modified', operator: 'between' },
  ];

  it('sends active values, unwrapping select options', () => {
    const values = {
      search: 'rev',
      owners: [
        { label: 'Ann', value: 1 },
        { label: 'Bo', value: 2 },
      ],
      viz_type: { label: 'Table', value: 'table' },
      id: false,
      changed_on: [1, 2],
    };
    expect(toFetchFilters(configs, values)).toEqual([
      { id: 'slice_name', operator: 'chart_all_text', value: 'rev' },
      { id: 'owners', operator: 'rel_m_m', value: [1, 2] },
      { id: 'viz_type', operator: 'eq', value: 'table' },
      { id: 'id', operator: 'chart_is_favorite', value: false },
      { id: 'changed_on', operator: 'between', value: [1, 2] },
    ]);
    expect(toFetchFilters(configs, { search: '', owners: [] })).toEqual([]);
  });

  it('knows which values are active', () => {
    expect([false, 0, 'x', [1]].every(isActiveValue)).toBe(true);
    expect([undefined, null, '', []].some(isActiveValue)).toBe(false);
  });
});
