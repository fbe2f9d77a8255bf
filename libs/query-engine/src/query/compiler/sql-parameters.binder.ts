import type { SqlDialect } from '../../dialects';

/** A value bound as a query parameter. */
export type BoundValue = string | number | boolean | null;

// Placeholders are written as NUL-delimited markers while the SQL is assembled and numbered at the
// end, in text order: MySQL's `?` placeholders are positional, and the series-limit subquery
// repeats the WHERE clause. NUL cannot occur in validated fragments, labels or names.
const MARK = '\u0000';

function literal(value: BoundValue, dialect: SqlDialect): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : dialect.quoteLiteral(String(value));
  return dialect.quoteLiteral(value);
}

/** Collects the user values of one query; every value reaches the database as a bound parameter. */
export class SqlParameters {
  private readonly values: BoundValue[] = [];

  /** A marker for `value`, to be placed where a placeholder belongs. */
  bind(value: BoundValue): string {
    this.values.push(value);
    return `${MARK}${this.values.length - 1}${MARK}`;
  }

  /** Replaces the markers with the dialect's placeholders, and (for display) with literals. */
  render(sql: string, dialect: SqlDialect): { sql: string; params: BoundValue[]; displaySql: string } {
    const params: BoundValue[] = [];
    const executable: string[] = [];
    const display: string[] = [];
    // Splitting on the marker leaves SQL text at even positions and value indexes at odd ones.
    sql.split(MARK).forEach((part, position) => {
      if (position % 2 === 0) {
        executable.push(part);
        display.push(part);
        return;
      }
      const value = this.values[Number(part)];
      params.push(value);
      executable.push(dialect.placeholder(params.length));
      display.push(literal(value, dialect));
    });
    return { sql: executable.join(''), params, displaySql: display.join('') };
  }
}
