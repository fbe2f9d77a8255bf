import type { ClientConfig, PoolConfig } from 'pg';

import type { OpenDatabaseConfig } from '../../engine-database';
import type { ConnectionParameters } from '../../engine-spec';
import type { ErrorContext } from '../../errors/error-rules';
import { POSTGRESQL_ENGINE_SPEC } from './postgresql.engine-spec';
import { PG_TYPE_PARSERS } from './postgresql.types';

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** node-postgres settings for one database (and, with `database`, for another catalog on the same server). */
export function postgresClientConfig(parameters: ConnectionParameters, config: OpenDatabaseConfig, database?: string): ClientConfig {
  const query = parameters.query ?? {};
  return {
    host: parameters.host || 'localhost',
    port: parameters.port !== undefined && parameters.port !== '' ? Number(parameters.port) : 5432,
    user: parameters.username,
    password: parameters.password,
    database: database ?? parameters.database,
    ssl: parameters.encryption ? { rejectUnauthorized: false } : undefined,
    application_name: query.application_name ?? 'tessera',
    options: query.options,
    connectionTimeoutMillis: config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    types: PG_TYPE_PARSERS,
  };
}

export function postgresPoolConfig(clientConfig: ClientConfig, poolSize: number): PoolConfig {
  return { ...clientConfig, max: poolSize, idleTimeoutMillis: 30_000, allowExitOnIdle: true };
}

export function postgresErrorContext(parameters: ConnectionParameters): ErrorContext {
  return {
    hostname: parameters.host ?? null,
    port: parameters.port ?? POSTGRESQL_ENGINE_SPEC.defaultPort,
    username: parameters.username ?? null,
    database: parameters.database ?? null,
  };
}
