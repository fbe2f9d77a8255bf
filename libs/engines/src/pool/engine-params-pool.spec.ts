import { connectionsPerDatabase, DEFAULT_CONNECTIONS_PER_DATABASE, poolParamProblems } from './engine-params-pool';

describe('pool settings in a database extra', () => {
  it('defaults when the extra names no pool settings', () => {
    expect(connectionsPerDatabase({})).toBe(DEFAULT_CONNECTIONS_PER_DATABASE);
    expect(connectionsPerDatabase({ engine_params: {} })).toBe(DEFAULT_CONNECTIONS_PER_DATABASE);
    expect(connectionsPerDatabase(null)).toBe(DEFAULT_CONNECTIONS_PER_DATABASE);
  });

  it('allows pool_size plus max_overflow connections', () => {
    expect(connectionsPerDatabase({ engine_params: { pool_size: 20 } })).toBe(20);
    expect(connectionsPerDatabase({ engine_params: { pool_size: 20, max_overflow: 10 } })).toBe(30);
    expect(connectionsPerDatabase({ engine_params: { max_overflow: 3 } })).toBe(DEFAULT_CONNECTIONS_PER_DATABASE + 3);
  });

  it('ignores values out of range when connecting, and names them when saving', () => {
    const extra = { engine_params: { pool_size: 0, max_overflow: 'ten' } };
    expect(connectionsPerDatabase(extra)).toBe(DEFAULT_CONNECTIONS_PER_DATABASE);
    expect(poolParamProblems(extra)).toEqual([
      'engine_params.pool_size must be an integer from 1 to 100.',
      'engine_params.max_overflow must be an integer from 0 to 100.',
    ]);
    expect(poolParamProblems({ engine_params: { pool_size: 2.5 } })).toEqual(['engine_params.pool_size must be an integer from 1 to 100.']);
    expect(poolParamProblems({ engine_params: { pool_size: 100, max_overflow: 0 } })).toEqual([]);
    expect(poolParamProblems({ engine_params: { poolclass: 'NullPool' } })).toEqual([]);
  });
});
