import { Client } from 'pg';

/**
 * Errors PostgreSQL raises when another process creates the same database at the same moment:
 * 42P04 when it sees the other database first, 23505 (a unique violation on `pg_database`'s name
 * index) when both inserts race inside the catalog. Either way the database now exists.
 */
const CREATED_CONCURRENTLY = new Set(['42P04', '23505']);

/** Creates the database named in `url` when it does not exist yet (cluster mode's first start). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name || name === 'postgres') return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        if (!CREATED_CONCURRENTLY.has(error.code ?? '')) throw error;
      });
    }
  } finally {
    await client.end();
  }
}
