import type { PoolClient } from 'pg';

import { pgTypeDisplayName } from './postgresql.types';

/**
 * Names of result column types by OID. The whole `pg_type` catalogue is read once per database
 * (a few hundred rows) on the statement's own connection before the statement starts, because a
 * connection with an open cursor cannot answer another query. An OID missing from the snapshot
 * (a type created later) marks it stale so the next statement reloads it.
 */
export class PgTypeNames {
  private names: Map<number, string> | null = null;

  async ensureLoaded(client: PoolClient): Promise<void> {
    if (this.names) return;
    const result = await client.query<{ oid: number; name: string }>(
      'SELECT oid::int AS oid, format_type(oid, NULL) AS name FROM pg_catalog.pg_type',
    );
    this.names = new Map(result.rows.map((row) => [row.oid, pgTypeDisplayName(row.name)]));
  }

  nameOf(oid: number): string {
    const name = this.names?.get(oid);
    if (name !== undefined) return name;
    this.names = null;
    return 'UNKNOWN';
  }
}
