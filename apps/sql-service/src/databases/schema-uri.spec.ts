import { uriWithDefaultSchema } from './schema-uri';

describe('uriWithDefaultSchema', () => {
  it('sets the PostgreSQL search_path through the connection options, keeping other options', () => {
    expect(uriWithDefaultSchema('postgresql://u:p@db:5432/warehouse', 'postgresql', 'sales')).toBe(
      'postgresql://u:p@db:5432/warehouse?options=-csearch_path%3Dsales',
    );
    expect(uriWithDefaultSchema('postgresql://u@db/w?options=-cstatement_timeout%3D5000', 'postgresql', 'Big Sales')).toBe(
      'postgresql://u@db/w?options=-cstatement_timeout%3D5000+-csearch_path%3D%22Big%5C+Sales%22',
    );
    expect(new URL(uriWithDefaultSchema('postgresql://u@db/w', 'postgresql', 'Big Sales')).searchParams.get('options')).toBe(
      '-csearch_path="Big\\ Sales"',
    );
  });

  it('uses the schema as the database for MySQL and leaves other engines and empty schemas alone', () => {
    expect(uriWithDefaultSchema('mysql://u:p@db:3306/shop', 'mysql', 'archive')).toBe('mysql://u:p@db:3306/archive');
    expect(uriWithDefaultSchema('duckdb:///data/x.duckdb', 'duckdb', 'main')).toBe('duckdb:///data/x.duckdb');
    expect(uriWithDefaultSchema('postgresql://u@db/w', 'postgresql', null)).toBe('postgresql://u@db/w');
  });
});
