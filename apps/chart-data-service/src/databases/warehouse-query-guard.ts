import { allowsFileAccess } from '@tessera/engines';
import type { SqlGuardOptions } from '@tessera/sql-guard';
import type { DatabaseEntity } from './database.entity';
import { parsedExtra } from './database-extra';

/**
 * How the SQL guard judges SQL the chart-data service sends to a database: one read-only query
 * (charts, samples, drill to detail, virtual dataset SQL), file access only where an administrator
 * opted the database in.
 */
export function warehouseQueryGuard(database: DatabaseEntity): SqlGuardOptions {
  return { engine: database.engine, allowDml: false, kind: 'query', allowFileAccess: allowsFileAccess(parsedExtra(database.extra)) };
}
