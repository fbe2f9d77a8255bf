import { createHash } from 'node:crypto';
import type { FinishedQuery, QueryObserver } from '@tessera/engines';
import type { JsonLogger } from '../logging/json-logger';
import type { MetricsRegistry } from './metrics-registry';

/** A short, stable name for a statement, so lines about the same SQL group together without its literals. */
export function sqlHash(sql: string): string {
  return createHash('sha256').update(sql).digest('hex').slice(0, 16);
}

/**
 * What operators see of warehouse queries: a duration histogram by database and outcome, and one
 * log line for each failed query and each one slower than `slowSeconds`. Lines carry the SQL's hash
 * at info level and the SQL itself only at debug level, as statements hold customers' literals.
 */
export function warehouseQueryObserver(metrics: MetricsRegistry, logger: JsonLogger, slowSeconds: number): QueryObserver {
  return (query: FinishedQuery) => {
    metrics.warehouseQuerySeconds.observe({ database: query.database, engine: query.engine, outcome: query.outcome }, query.seconds);
    const slow = query.seconds >= slowSeconds;
    if (query.outcome !== 'error' && !slow) return;
    const fields = {
      database: query.database,
      engine: query.engine,
      duration_ms: Math.round(query.seconds * 1000),
      outcome: query.outcome,
      error_type: query.errorType,
      rows: query.rows,
      sql_hash: sqlHash(query.sql),
      ...(logger.enabled('debug') ? { sql: query.sql } : {}),
    };
    if (query.outcome === 'error') logger.warn('warehouse query failed', fields);
    else logger.info('slow warehouse query', fields);
  };
}
