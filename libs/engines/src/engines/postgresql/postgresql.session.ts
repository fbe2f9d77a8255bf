import type { ClientBase } from 'pg';

/**
 * A process killed mid-query closes its connections, but PostgreSQL notices a lost client only when
 * it next writes to it, so a long statement ran on to its end. From version 14 the server can check
 * the socket while a statement runs; older servers skip the setting (they do not know it).
 */
const WATCH_FOR_LOST_CLIENT_SQL =
  "SELECT set_config('client_connection_check_interval', '2000', false) WHERE current_setting('server_version_num')::int >= 140000";

/** Session settings every pooled connection starts with: run on connect and again after each reset. */
export async function prepareSession(client: ClientBase): Promise<void> {
  await client.query(WATCH_FOR_LOST_CLIENT_SQL);
}

/**
 * Returns a connection to the state a new one has before the pool hands it to the next query: a
 * query may have left a transaction open, changed settings (`set_config('statement_timeout', …)`,
 * `SET ROLE`, `SET search_path`), created temporary tables, prepared statements or advisory locks,
 * and the next caller may be another user. `DISCARD ALL` undoes all of that but keeps what the
 * connection string set (startup options such as the default schema); it cannot run inside a
 * transaction, hence the rollback first. Throws when the connection cannot be reset: the caller
 * then closes it instead of pooling it.
 */
export async function resetSession(client: ClientBase): Promise<void> {
  if (client.getTransactionStatus() !== 'I') await client.query('ROLLBACK');
  await client.query('DISCARD ALL');
  await prepareSession(client);
}
