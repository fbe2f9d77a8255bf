import { deniedFunctionPatterns, isDeniedOnAnyEngine, matchesFunctionPattern } from './sql-function.policy';
import { validateSqlFragment } from './sql-fragment.validator';

describe('the shared SQL function policy', () => {
  it('matches exact names, prefixes and suffixes in any case', () => {
    expect(matchesFunctionPattern('PG_LS_DIR', ['pg_ls_*'])).toBe(true);
    expect(matchesFunctionPattern('parquet_scan', ['*_scan'])).toBe(true);
    expect(matchesFunctionPattern('pg_create_logical_replication_slot', ['pg_create_*_replication_slot'])).toBe(true);
    expect(matchesFunctionPattern('pg_create_slot', ['pg_create_*_replication_slot'])).toBe(false);
    expect(matchesFunctionPattern('lower', ['lo_*'])).toBe(false);
    expect(matchesFunctionPattern('querying', ['query'])).toBe(false);
  });

  it('keeps each engine to its own list', () => {
    expect(matchesFunctionPattern('read_text', deniedFunctionPatterns('duckdb'))).toBe(true);
    expect(matchesFunctionPattern('read_text', deniedFunctionPatterns('postgresql'))).toBe(false);
    expect(matchesFunctionPattern('load_file', deniedFunctionPatterns('mysql'))).toBe(true);
  });

  it('is what the chart path refuses in custom SQL on every engine', () => {
    for (const name of ['read_text', 'pg_read_file', 'LOAD_FILE', 'query_to_xml', 'lo_import']) {
      expect(isDeniedOnAnyEngine(name)).toBe(true);
      expect(() => validateSqlFragment(`${name}('x')`, { kind: 'where' })).toThrow(`Custom SQL fields cannot call the function ${name}`);
    }
    expect(() => validateSqlFragment("lower(name) = 'x'", { kind: 'where' })).not.toThrow();
  });
});
