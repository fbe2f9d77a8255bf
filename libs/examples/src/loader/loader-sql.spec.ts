import { DUCKDB_ENGINE_SPEC, POSTGRESQL_ENGINE_SPEC } from '@tessera/engines';

import { getExampleTable } from '../example-tables';
import { createTableSql, dropTableSql, duckdbCsvColumns } from './ddl';
import { csvField, formatTimestamp, toParameter } from './value-format';

describe('example DDL', () => {
  const wb = getExampleTable('wb_health_population');

  it('creates tables with engine types and quoted names', () => {
    expect(createTableSql(getExampleTable('birth_names'), 'postgresql', POSTGRESQL_ENGINE_SPEC.dialect)).toBe(
      'CREATE TABLE "birth_names" ("ds" TIMESTAMP WITHOUT TIME ZONE, "gender" VARCHAR(16), "name" VARCHAR(255), "num" BIGINT, "state" VARCHAR(10), "num_boys" BIGINT, "num_girls" BIGINT)',
    );
    expect(createTableSql(wb, 'duckdb', DUCKDB_ENGINE_SPEC.dialect)).toContain('"SP_POP_TOTL" DOUBLE');
    expect(dropTableSql(wb, DUCKDB_ENGINE_SPEC.dialect)).toBe('DROP TABLE IF EXISTS "wb_health_population"');
  });

  it('describes CSV columns for read_csv', () => {
    expect(duckdbCsvColumns(getExampleTable('birth_names'), DUCKDB_ENGINE_SPEC.dialect)).toBe(
      "{'ds': 'TIMESTAMP', 'gender': 'VARCHAR', 'name': 'VARCHAR', 'num': 'BIGINT', 'state': 'VARCHAR', 'num_boys': 'BIGINT', 'num_girls': 'BIGINT'}",
    );
  });
});

describe('value formatting', () => {
  const date = new Date(Date.UTC(2008, 0, 1, 12, 30, 5));

  it('writes timestamps as UTC wall-clock text', () => {
    expect(formatTimestamp(date)).toBe('2008-01-01 12:30:05');
    expect(toParameter(date)).toBe('2008-01-01 12:30:05');
    expect(toParameter(3)).toBe(3);
    expect(toParameter(null)).toBeNull();
  });

  it('quotes every string in CSV and leaves NULL empty', () => {
    expect(['a "b", c', '', null, 1.5, date].map(csvField).join(',')).toBe('"a ""b"", c","",,1.5,2008-01-01 12:30:05');
  });
});
