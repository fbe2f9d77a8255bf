import { Client, type ClientConfig } from 'pg';

/**
 * Cancels whatever backend `pid` is running, from a connection of its own: the statement's
 * connection is busy, and the pool may have none to spare.
 */
export async function cancelPostgresBackend(config: ClientConfig, pid: number): Promise<void> {
  const client = new Client({ ...config, connectionTimeoutMillis: 5000, application_name: 'tessera-cancel' });
  await client.connect();
  try {
    await client.query('SELECT pg_cancel_backend($1)', [pid]);
  } finally {
    await client.end();
  }
}
