import type { Caller } from '@tessera/contracts';
import { GuestChartScopeCache } from './guest-chart-scope.cache';

const guest = (...dashboards: string[]): Caller => ({
  userId: null,
  username: 'guest',
  roles: ['Public'],
  permissionsDigest: 'public-v1',
  guestScope: { resources: dashboards.map((id) => ({ type: 'dashboard', id })), rls: [] },
});

describe('the charts a guest scope may read', () => {
  afterEach(() => jest.useRealTimers());

  it('asks once for a burst of chart queries of one dashboard, and shares the answer with its other guests', async () => {
    const cache = new GuestChartScopeCache();
    const load = jest.fn(async () => [1, 2, 3]);
    const answers = await Promise.all(Array.from({ length: 40 }, () => cache.chartIds(guest('a'), load)));
    expect(answers.every((chartIds) => chartIds.join() === '1,2,3')).toBe(true);
    expect(
      await cache.chartIds(
        { ...guest('a'), guestScope: { resources: [{ type: 'dashboard', id: 'a' }], rls: [{ clause: 'x = 1' }] } },
        load,
      ),
    ).toEqual([1, 2, 3]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps scopes with other dashboards or another guest role apart', async () => {
    const cache = new GuestChartScopeCache();
    await cache.chartIds(guest('a'), async () => [1]);
    expect(await cache.chartIds(guest('b'), async () => [2])).toEqual([2]);
    expect(await cache.chartIds(guest('a', 'b'), async () => [1, 2])).toEqual([1, 2]);
    expect(await cache.chartIds({ ...guest('a'), permissionsDigest: 'public-v2' }, async () => [])).toEqual([]);
    expect(await cache.chartIds(guest('b', 'a'), async () => [99])).toEqual([1, 2]);
  });

  it('asks again once the answer is two seconds old, so a chart taken off the dashboard stops being readable', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new GuestChartScopeCache();
    await cache.chartIds(guest('a'), async () => [1, 2]);
    jest.setSystemTime(1_001_999);
    expect(await cache.chartIds(guest('a'), async () => [1])).toEqual([1, 2]);
    jest.setSystemTime(1_002_001);
    expect(await cache.chartIds(guest('a'), async () => [1])).toEqual([1]);
  });

  it('does not keep a failed answer', async () => {
    const cache = new GuestChartScopeCache();
    await expect(cache.chartIds(guest('a'), async () => Promise.reject(new Error('dashboard service down')))).rejects.toThrow(
      'dashboard service down',
    );
    expect(await cache.chartIds(guest('a'), async () => [5])).toEqual([5]);
  });
});
