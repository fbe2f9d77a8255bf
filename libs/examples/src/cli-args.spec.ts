import { parseCliArgs, targetFromUri } from './cli-args';

describe('command line', () => {
  it('reads a DuckDB target with scale and seed', () => {
    expect(parseCliArgs(['--target', 'duckdb:///data/examples.duckdb', '--scale', '0.5', '--seed=7'])).toEqual({
      target: { engine: 'duckdb', path: 'data/examples.duckdb' },
      scale: 0.5,
      seed: 7,
    });
  });

  it('reads a PostgreSQL target, defaults and a table subset', () => {
    expect(parseCliArgs(['--target', 'postgresql://u:p@h:5432/examples', '--tables', 'birth_names, video_game_sales'])).toEqual({
      target: { engine: 'postgresql', uri: 'postgresql://u:p@h:5432/examples' },
      scale: 1,
      seed: 42,
      tables: ['birth_names', 'video_game_sales'],
    });
    expect(targetFromUri('duckdb:////abs/x.duckdb')).toEqual({ engine: 'duckdb', path: '/abs/x.duckdb' });
  });

  it('explains what is wrong', () => {
    expect(() => parseCliArgs([])).toThrow('--target is required');
    expect(() => parseCliArgs(['--target'])).toThrow('--target needs a value');
    expect(() => parseCliArgs(['--target', 'duckdb:///x.duckdb', '--scale', '0'])).toThrow('--scale must be a positive number');
    expect(() => parseCliArgs(['--target', 'duckdb:///x.duckdb', '--seed', '1.5'])).toThrow('--seed must be an integer');
    expect(() => parseCliArgs(['--target', 'duckdb:///x.duckdb', '--size', '2'])).toThrow('Unknown option --size');
    expect(() => parseCliArgs(['--target', 'duckdb:///:memory:'])).toThrow('in-memory DuckDB');
    expect(() => parseCliArgs(['--target', 'mysql://root@h/test'])).toThrow('not MySQL');
    expect(() => parseCliArgs(['--target', 'oracle://h/x'])).toThrow('Could not load database driver: oracle');
    expect(() => parseCliArgs(['stray'])).toThrow('Unexpected argument "stray"');
  });
});
