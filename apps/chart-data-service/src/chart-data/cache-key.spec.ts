import { chartDataCacheKey, stableStringify } from './cache-key';

const base = {
  databaseId: 1,
  datasetVersion: 3,
  sql: 'SELECT 1',
  params: [1],
  offsets: [],
  postProcessing: [{ operation: 'pivot', options: { index: ['ds'] } }],
  resultType: 'full',
};

describe('chart-data cache keys', () => {
  it('ignores key order', () => {
    expect(stableStringify({ b: 1, a: [{ y: 2, x: 1 }] })).toBe(stableStringify({ a: [{ x: 1, y: 2 }], b: 1 }));
  });

  it('changes with the SQL (and so with RLS), parameters, dataset version, post-processing and result type', () => {
    const key = chartDataCacheKey(base);
    expect(chartDataCacheKey({ ...base })).toBe(key);
    for (const change of [
      { sql: 'SELECT 1 WHERE (tenant = 2)' },
      { params: [2] },
      { datasetVersion: 4 },
      { postProcessing: [] },
      { resultType: 'samples' },
    ]) {
      expect(chartDataCacheKey({ ...base, ...change })).not.toBe(key);
    }
  });
});
