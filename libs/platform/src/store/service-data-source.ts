import { createHash } from 'node:crypto';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { MetricsRegistry } from '../metrics/metrics-registry';
import { MetadataQueryCounter } from './metadata-query-counter';
import { TracedMetadataClient } from './traced-metadata-client';

export interface ServiceDataSourceOptions {
  url: string;
  /** The service's own PostgreSQL schema; its tables and migration history live there. */
  schema: string;
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
  poolSize: number;
  /** Counts the statements sent, by service (see `MetadataQueryCounter`). */
  metrics?: { registry: MetricsRegistry; service: string };
}

/**
 * Opens a service's connection pool and brings its schema up to date. Migrations run under a
 * PostgreSQL advisory lock so replicas starting together migrate once; `synchronize` is never used.
 */
export async function openServiceDataSource(options: ServiceDataSourceOptions): Promise<DataSource> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: { max: options.poolSize, connectionTimeoutMillis: 15_000, Client: TracedMetadataClient },
    ...(options.metrics ? { logger: new MetadataQueryCounter(options.metrics.registry, options.metrics.service) } : {}),
  });
  await dataSource.initialize();
  try {
    await migrate(dataSource, options.schema);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

async function migrate(dataSource: DataSource, schema: string): Promise<void> {
  const lockId = advisoryLockId(`tessera-migrate-${schema}`);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [lockId]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '""')}"`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    await runner.release();
  }
}

/** A stable signed 63-bit number for `pg_advisory_lock`, derived from a name. */
export function advisoryLockId(name: string): string {
  const hash = createHash('sha256').update(name).digest();
  return hash.readBigInt64BE(0).toString();
}
