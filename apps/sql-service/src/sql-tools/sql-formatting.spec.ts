import { SupersetErrorType } from '@tessera/contracts';
import { formatSql } from './sql-formatting';

describe('formatSql', () => {
  it('formats as Superset does, per dialect', () => {
    expect(formatSql('select 1', 'postgresql')).toBe('SELECT\n  1');
    expect(formatSql('select `a` from t limit 2', 'mysql')).toBe('SELECT\n  `a`\nFROM\n  t\nLIMIT\n  2');
    expect(formatSql('select a from t', null)).toBe('SELECT\n  a\nFROM\n  t');
  });

  it('keeps template tags untouched', () => {
    expect(formatSql("select {{ x }} from t where d = '{{ ds }}'", 'postgresql')).toBe(
      "SELECT\n  {{ x }}\nFROM\n  t\nWHERE\n  d = '{{ ds }}'",
    );
  });

  it('reports SQL it cannot parse as invalid SQL', () => {
    expect(() => formatSql('select ( from', 'postgresql')).toThrow(
      expect.objectContaining({ errorType: SupersetErrorType.INVALID_SQL_ERROR }),
    );
  });
});
