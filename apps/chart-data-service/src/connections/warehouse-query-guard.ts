import { allowsFileAccess } from '@tessera/engines';
import type { SqlGuardOptions } from '@tessera/sql-guard';
import type { DatabaseEntity } from './database.entity';
import { parsedExtra } from './database-extra';

/** How long one chart-data query may run on the warehouse. */
export const CHART_QUERY_TIME_LIMIT_SECONDS = 60;

/**
 * How the SQL guard judges SQL the chart-data service sends to a database: one read-only query
 * (charts, samples, drill to detail, virtual dataset SQL), file access only where an administrator
 * opted the database in, and no sleep longer than a chart query may run.
 */
export function warehouseQueryGuard(database: DatabaseEntity): SqlGuardOptions {
  return {
    engine: database.engine,
    allowDml: false,
    kind: 'query',
    allowFileAccess: allowsFileAccess(parsedExtra(database.extra)),
    maxSleepSeconds: CHART_QUERY_TIME_LIMIT_SECONDS,
  };
}
