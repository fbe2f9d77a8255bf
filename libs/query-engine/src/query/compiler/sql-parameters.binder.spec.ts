import { getDialect } from '../../dialects';
import { SqlParameters } from './sql-parameters.binder';

describe('SqlParameters', () => {
  it('numbers placeholders in text order and repeats values used twice', () => {
    const params = new SqlParameters();
    const a = params.bind('CA');
    const b = params.bind(5);
    const sql = `x = ${b} AND y IN (${a}) AND z = ${b}`;
    expect(params.render(sql, getDialect('postgresql'))).toEqual({
      sql: 'x = $1 AND y IN ($2) AND z = $3',
      params: [5, 'CA', 5],
      displaySql: "x = 5 AND y IN ('CA') AND z = 5",
    });
    expect(params.render(sql, getDialect('mysql')).sql).toBe('x = ? AND y IN (?) AND z = ?');
  });

  it('inlines every value type as a literal for display', () => {
    const params = new SqlParameters();
    const sql = [null, true, false, 1.5, "it's", 'a\\b'].map((value) => params.bind(value)).join(', ');
    expect(params.render(sql, getDialect('postgresql')).displaySql).toBe("NULL, TRUE, FALSE, 1.5, 'it''s', 'a\\b'");
    expect(params.render(sql, getDialect('mysql')).displaySql).toBe("NULL, TRUE, FALSE, 1.5, 'it''s', 'a\\\\b'");
  });
});
