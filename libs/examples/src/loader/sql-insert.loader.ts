import type { ExampleRow } from '../tables/example-table.types';
import { createTableSql, dropTableSql } from './ddl';
import type { TableLoader } from './table-loader';
import { toParameter } from './value-format';

const ROWS_PER_BATCH = 1000;
// PostgreSQL accepts at most 65,535 bound parameters per statement.
const MAX_PARAMETERS = 60_000;

/**
 * Loads a table into PostgreSQL with multi-row INSERT statements of about a thousand rows, all in one
 * transaction so readers never see a half-loaded table. The database must be opened with a pool of
 * one connection so that BEGIN, the inserts and COMMIT run on the same connection.
 */
export const loadWithInserts: TableLoader = async (database, table, rows, progress) => {
  const dialect = database.spec.dialect;
  const width = table.columns.length;
  const perBatch = Math.max(1, Math.min(ROWS_PER_BATCH, Math.floor(MAX_PARAMETERS / width)));
  const head = `INSERT INTO ${dialect.quoteIdentifier(table.name)} (${table.columns.map((column) => dialect.quoteIdentifier(column.name)).join(', ')}) VALUES `;
  const statementFor = (count: number) => {
    const tuples: string[] = [];
    for (let row = 0; row < count; row += 1) {
      const placeholders = table.columns.map((_, column) => dialect.placeholder(row * width + column + 1));
      tuples.push(`(${placeholders.join(', ')})`);
    }
    return head + tuples.join(', ');
  };
  const fullBatch = statementFor(perBatch);
  let batch: ExampleRow[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const sql = batch.length === perBatch ? fullBatch : statementFor(batch.length);
    await database.execute(sql, batch.flat().map(toParameter));
    count += batch.length;
    batch = [];
    progress(count);
  };
  await database.execute('BEGIN');
  try {
    await database.execute(dropTableSql(table, dialect));
    await database.execute(createTableSql(table, 'postgresql', dialect));
    for (const row of rows) {
      batch.push(row);
      if (batch.length === perBatch) await flush();
    }
    await flush();
    await database.execute('COMMIT');
    return count;
  } catch (error) {
    await database.execute('ROLLBACK').catch(() => undefined);
    throw error;
  }
};
