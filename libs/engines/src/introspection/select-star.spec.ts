import { duckdbDialect, mysqlDialect, postgresqlDialect } from '@tessera/query-engine';

import { buildSelectStar, quoteIfNeeded } from './select-star';

describe('select star', () => {
  it('writes plain names bare and quotes the others per dialect', () => {
    expect(quoteIfNeeded(postgresqlDialect, 'birth_names')).toBe('birth_names');
    expect(quoteIfNeeded(postgresqlDialect, 'Mixed')).toBe('"Mixed"');
    expect(quoteIfNeeded(postgresqlDialect, 'order')).toBe('"order"');
    expect(quoteIfNeeded(mysqlDialect, 'Mixed')).toBe('Mixed');
    expect(quoteIfNeeded(mysqlDialect, 'has space')).toBe('`has space`');
  });

  it('builds the preview statement with an optional column list and limit', () => {
    expect(buildSelectStar(postgresqlDialect, { table: 'birth_names', schema: 'public' })).toBe(
      'SELECT *\nFROM public.birth_names\nLIMIT 100',
    );
    expect(
      buildSelectStar(duckdbDialect, { table: 't', schema: 'main', catalog: 'ex' }, { showCols: true, columns: ['a', 'B'], limit: 0 }),
    ).toBe('SELECT a,\n       "B"\nFROM ex.main.t');
    expect(buildSelectStar(mysqlDialect, { table: 't', schema: null }, { showCols: true, columns: [], limit: 5 })).toBe(
      'SELECT *\nFROM t\nLIMIT 5',
    );
  });
});
