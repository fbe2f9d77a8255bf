import { randomBytes } from 'node:crypto';
import { Client, escapeIdentifier, escapeLiteral } from 'pg';

/** The role the cluster's `examples` database is registered with. */
export const EXAMPLES_ROLE = 'tessera_examples';

/**
 * Hands the example warehouse over to a role of its own and answers the URI to register it with.
 * The metadata store's user is usually a superuser, and a superuser connection lets SQL read the
 * server's files and every other database; the examples need none of that. The role logs in but is
 * no superuser, creates no roles or databases, owns only the `examples` database and its tables, and
 * is the only ordinary role that may connect to it. Runs as the metadata store's user (`adminUri`
 * points at the examples database); the role gets a fresh random password when that user has one,
 * none when the server trusts local connections without.
 */
export async function handOverExamples(adminUri: string, tables: readonly string[]): Promise<string> {
  const url = new URL(adminUri);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const password = url.password ? randomBytes(24).toString('base64url') : null;
  const client = new Client({ connectionString: adminUri });
  await client.connect();
  try {
    const role = escapeIdentifier(EXAMPLES_ROLE);
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [EXAMPLES_ROLE]);
    if (exists.rowCount === 0) await client.query(`CREATE ROLE ${role}`);
    await client.query(
      `ALTER ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${password ? escapeLiteral(password) : 'NULL'}`,
    );
    await client.query(`ALTER DATABASE ${escapeIdentifier(database)} OWNER TO ${role}`);
    await client.query(`REVOKE ALL ON DATABASE ${escapeIdentifier(database)} FROM PUBLIC`);
    for (const table of tables) await client.query(`ALTER TABLE IF EXISTS public.${escapeIdentifier(table)} OWNER TO ${role}`);
  } finally {
    await client.end();
  }
  url.username = EXAMPLES_ROLE;
  url.password = password ?? '';
  return url.toString();
}
