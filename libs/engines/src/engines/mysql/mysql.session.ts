import type { PoolConnection } from 'mysql2';

function run(connection: PoolConnection, sql: string, values: unknown[] = []): Promise<void> {
  return new Promise((resolve, reject) => connection.query(sql, values, (error) => (error ? reject(error) : resolve())));
}

/**
 * Returns a connection to the state a new one has before the pool hands it to the next query: a
 * query may have changed session variables (`SET SESSION max_statement_time`), user variables,
 * temporary tables, an open transaction or locks, and the next caller may be another user.
 * COM_RESET_CONNECTION undoes all of that and restores the character set of the handshake, but
 * keeps the current schema, so a `USE other` is undone by selecting the configured one again.
 * Throws when the connection cannot be reset: the caller then closes it instead of pooling it.
 */
export async function resetMysqlSession(connection: PoolConnection, database: string | undefined): Promise<void> {
  await new Promise<void>((resolve, reject) => connection.reset((error) => (error ? reject(error) : resolve())));
  if (database) await run(connection, 'USE ??', [database]);
}
