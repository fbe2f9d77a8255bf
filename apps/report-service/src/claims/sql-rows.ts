import type { DataSource } from 'typeorm';

/**
 * Runs one statement and returns the rows it produced. TypeORM's PostgreSQL driver answers
 * `UPDATE`/`DELETE … RETURNING` as `[rows, affectedCount]` but `SELECT`/`INSERT` as the rows alone;
 * the structured result says the same for both.
 */
export async function sqlRows<T = Record<string, unknown>>(db: DataSource, sql: string, parameters: unknown[] = []): Promise<T[]> {
  const runner = db.createQueryRunner();
  try {
    const result = await runner.query(sql, parameters, true);
    return (result.records ?? []) as T[];
  } finally {
    await runner.release();
  }
}
