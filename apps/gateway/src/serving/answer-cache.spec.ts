import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ChartDataReply } from '@tessera/contracts';
import { ANSWER_FRESH_MS, ANSWER_STALE_GRACE_MS, AnswerCache, cachedResultsExpiry, weakEtag } from './answer-cache';

const T0 = Date.parse('2026-11-28T10:00:00Z');

function reply(items: Record<string, unknown>[]): ChartDataReply {
  return { result: items } as unknown as ChartDataReply;
}

const cachedItem = (overrides: Record<string, unknown> = {}) => ({
  is_cached: true,
  cached_dttm: new Date(T0).toISOString(),
  cache_timeout: 3600,
  data: [{ n: 1 }],
  ...overrides,
});

describe('cachedResultsExpiry', () => {
  it('keeps only answers whose every result came from the service cache', () => {
    expect(cachedResultsExpiry(reply([cachedItem()]))).toBe(T0 + 3_600_000);
    expect(cachedResultsExpiry(reply([cachedItem(), cachedItem({ is_cached: false, cached_dttm: null })]))).toBeNull();
    expect(cachedResultsExpiry(reply([{ query: 'SELECT 1', language: 'sql' }]))).toBeNull();
    expect(cachedResultsExpiry(reply([]))).toBeNull();
    expect(cachedResultsExpiry({ job: { job_id: 'x' } } as unknown as ChartDataReply)).toBeNull();
  });

  it('expires with the soonest result, and not at all for results without a timeout', () => {
    expect(cachedResultsExpiry(reply([cachedItem({ cache_timeout: 60 }), cachedItem({ cache_timeout: 10 })]))).toBe(T0 + 10_000);
    expect(cachedResultsExpiry(reply([cachedItem({ cache_timeout: null })]))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('AnswerCache', () => {
  let now: number;
  let cache: AnswerCache;
  const json = (text: string) => Buffer.from(text);

  beforeEach(() => {
    now = T0;
    cache = new AnswerCache(1024 * 1024, () => now);
  });

  function storeFresh(key: string, body = '{"result":[1]}', datasetId: number | null = 7) {
    const lookup = cache.lookup(key);
    if (!lookup.ticket) throw new Error('expected a miss');
    cache.store(lookup.ticket, reply([cachedItem()]), json(body), datasetId);
  }

  it('answers a stored answer until it is no longer fresh, with its bytes and ETag', () => {
    storeFresh('k', '{"a":1}');
    const hit = cache.lookup('k');
    expect(hit.answer?.json.toString()).toBe('{"a":1}');
    expect(hit.answer?.etag).toBe(weakEtag(Buffer.from('{"a":1}')));
    now += ANSWER_FRESH_MS;
    expect(cache.lookup('k').ticket).toBeDefined();
  });

  it('lets one request refresh an expired answer while the others keep the previous one for a short grace', () => {
    storeFresh('k', '{"v":1}');
    now += ANSWER_FRESH_MS + 1;
    const refresher = cache.lookup('k');
    expect(refresher.ticket).toBeDefined();
    expect(cache.lookup('k').answer?.json.toString()).toBe('{"v":1}');
    cache.store(refresher.ticket!, reply([cachedItem({ cached_dttm: new Date(now).toISOString() })]), json('{"v":2}'), 7);
    expect(cache.lookup('k').answer?.json.toString()).toBe('{"v":2}');
  });

  it('stops serving the previous answer once the grace is over, refresh or not', () => {
    storeFresh('k');
    now += ANSWER_FRESH_MS + 1;
    expect(cache.lookup('k').ticket).toBeDefined();
    now += ANSWER_STALE_GRACE_MS;
    expect(cache.lookup('k').ticket).toBeDefined();
    expect(cache.size.entries).toBe(0);
  });

  it('drops an answer whose refresh failed, so the next request loads it again', () => {
    storeFresh('k');
    now += ANSWER_FRESH_MS + 1;
    const refresher = cache.lookup('k');
    cache.release(refresher.ticket!);
    expect(cache.lookup('k').ticket).toBeDefined();
  });

  it('does not keep answers computed just now, nor ones loaded before the cache was cleared', () => {
    const fresh = cache.lookup('a');
    cache.store(fresh.ticket!, reply([{ is_cached: false, cached_dttm: null, cache_timeout: 60 }]), json('{}'), 1);
    expect(cache.lookup('a').ticket).toBeDefined();
    const before = cache.lookup('b');
    cache.clear();
    cache.store(before.ticket!, reply([cachedItem()]), json('{}'), 1);
    expect(cache.lookup('b').ticket).toBeDefined();
  });

  it('never serves an answer past its results expiry', () => {
    const lookup = cache.lookup('k');
    cache.store(lookup.ticket!, reply([cachedItem({ cache_timeout: 1 })]), json('{}'), 1);
    now = T0 + 999;
    expect(cache.lookup('k').answer).toBeDefined();
    now = T0 + 1000;
    expect(cache.lookup('k').ticket).toBeDefined();
  });

  it('forgets the answers over one dataset, and everything when the dataset is not known', () => {
    storeFresh('a', '{}', 1);
    storeFresh('b', '{}', 2);
    cache.forgetDataset(1);
    expect(cache.lookup('a').ticket).toBeDefined();
    expect(cache.lookup('b').answer).toBeDefined();
    cache.forgetDataset(null);
    expect(cache.lookup('b').ticket).toBeDefined();
  });

  it('keeps within its byte budget, dropping the oldest answers first', () => {
    cache = new AnswerCache(10_000, () => now);
    for (const key of ['a', 'b', 'c', 'd', 'e']) storeFresh(key, JSON.stringify({ pad: 'x'.repeat(2400) }));
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.lookup('a').ticket).toBeDefined();
    expect(cache.lookup('e').answer).toBeDefined();
  });

  it('compresses an answer once per encoding, and sends small ones raw', () => {
    const body = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ name: `name ${i}`, n: i })) });
    storeFresh('big', body);
    const answer = cache.lookup('big').answer!;
    const br = cache.encodedBody(answer, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(body);
    expect(cache.encodedBody(answer, 'br').body).toBe(br.body);
    expect(gunzipSync(cache.encodedBody(answer, 'gzip').body).toString()).toBe(body);
    storeFresh('small', '{"a":1}');
    expect(cache.encodedBody(cache.lookup('small').answer!, 'br')).toEqual({ body: Buffer.from('{"a":1}'), encoding: null });
  });
});
