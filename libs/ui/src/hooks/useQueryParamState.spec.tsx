import { act, renderHook } from '@testing-library/react';
import { createMemoryQueryParamAdapter, windowHistoryAdapter } from './query-param-adapter';
import { useQueryParamState } from './useQueryParamState';

describe('useQueryParamState', () => {
  it('reads parameters and merges patches, pushing or replacing entries', () => {
    const adapter = createMemoryQueryParamAdapter('?pageIndex=1&keep=yes');
    const { result } = renderHook(() => useQueryParamState(adapter));
    expect(result.current[0]).toEqual({ pageIndex: '1', keep: 'yes' });

    act(() => result.current[1]({ pageIndex: '2' }, 'push'));
    expect(adapter.entries).toHaveLength(2);
    expect(result.current[0]).toEqual({ pageIndex: '2', keep: 'yes' });

    act(() => result.current[1]({ sortOrder: 'asc', keep: null }));
    expect(adapter.entries).toHaveLength(2);
    expect(result.current[0]).toEqual({ pageIndex: '2', sortOrder: 'asc' });
  });

  it('applies two updates made in the same tick', () => {
    const adapter = createMemoryQueryParamAdapter();
    const { result } = renderHook(() => useQueryParamState(adapter));
    act(() => {
      result.current[1]({ a: '1' });
      result.current[1]({ b: '2' });
    });
    expect(result.current[0]).toEqual({ a: '1', b: '2' });
  });

  it('writes nothing when the patch changes nothing', () => {
    const adapter = createMemoryQueryParamAdapter('?a=1');
    const write = jest.spyOn(adapter, 'write');
    const { result } = renderHook(() => useQueryParamState(adapter));
    act(() => result.current[1]({ a: '1', b: undefined }, 'push'));
    expect(write).not.toHaveBeenCalled();
  });

  it('follows the browser history by default', () => {
    window.history.replaceState(null, '', '/list?x=1#top');
    const { result } = renderHook(() => useQueryParamState());
    expect(result.current[0]).toEqual({ x: '1' });
    const before = window.history.length;

    act(() => result.current[1]({ pageIndex: '3' }, 'push'));
    expect(window.location.search).toBe('?x=1&pageIndex=3');
    expect(window.location.hash).toBe('#top');
    expect(window.history.length).toBe(before + 1);

    act(() => result.current[1]({ x: null }));
    expect(window.location.search).toBe('?pageIndex=3');
    expect(window.history.length).toBe(before + 1);
    expect(result.current[0]).toEqual({ pageIndex: '3' });
  });

  it('re-reads on popstate', () => {
    window.history.replaceState(null, '', '/list?a=1');
    const { result } = renderHook(() => useQueryParamState(windowHistoryAdapter));
    act(() => {
      window.history.replaceState(null, '', '/list?a=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current[0]).toEqual({ a: '2' });
  });

  it('keeps rison punctuation readable and escapes the rest', () => {
    const adapter = createMemoryQueryParamAdapter();
    const { result } = renderHook(() => useQueryParamState(adapter));
    act(() => result.current[1]({ filters: "(name:'a b&c',ids:!(1,2))" }));
    expect(adapter.read()).toBe("filters=(name:'a%20b%26c',ids:!(1,2))");
    expect(result.current[0].filters).toBe("(name:'a b&c',ids:!(1,2))");
  });
});
