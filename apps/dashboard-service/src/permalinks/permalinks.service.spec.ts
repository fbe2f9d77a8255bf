import { checkPermalinkState, newPermalinkKey } from './permalinks.service';

describe('dashboard permalinks', () => {
  it('makes url-safe keys of at least 11 characters', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newPermalinkKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{11,}$/);
  });

  it('keeps url parameters, data mask, active tabs and anchor', () => {
    const state = { urlParams: [['a', '1']] as [string, string][], dataMask: { x: {} }, activeTabs: ['TAB-1'], anchor: 'CHART-2' };
    expect(checkPermalinkState(state)).toEqual(state);
    expect(checkPermalinkState({ urlParams: null, anchor: null })).toEqual({});
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a url parameter that is not a pair', { urlParams: [['a']] }, 'state: urlParams[0]: must be a [key, value] pair'],
    ['a url parameter that is a string', { urlParams: ['a=1'] }, 'state: urlParams[0]: must be a list'],
    ['a numeric key', { urlParams: [[1, 'a']] }, 'urlParams[0][0]: must be a string'],
    ['numeric tabs', { activeTabs: [1] }, 'activeTabs[0]: must be a string'],
  ])('refuses %s', (_, state, message) => {
    expect(() => checkPermalinkState(state)).toThrow(message);
  });
});
