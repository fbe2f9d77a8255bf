import type { ConnectionOptions, PoolOptions } from 'mysql2';

import type { OpenDatabaseConfig } from '../../engine-database';
import type { ConnectionParameters } from '../../engine-spec';
import type { ErrorContext } from '../../errors/error-rules';
import { MYSQL_ENGINE_SPEC } from './mysql.engine-spec';

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/**
 * mysql2 settings: wall-clock values read as UTC, BIGINT as a number unless that would lose digits
 * (then a string), DECIMAL as a number, one statement per call.
 */
export function mysqlConnectionOptions(parameters: ConnectionParameters, config: OpenDatabaseConfig): ConnectionOptions {
  return {
    host: parameters.host || 'localhost',
    port: parameters.port !== undefined && parameters.port !== '' ? Number(parameters.port) : 3306,
    user: parameters.username,
    password: parameters.password,
    database: parameters.database,
    ssl: parameters.encryption ? { rejectUnauthorized: false } : undefined,
    connectTimeout: config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    timezone: 'Z',
    supportBigNumbers: true,
    bigNumberStrings: false,
    decimalNumbers: true,
    multipleStatements: false,
    charset: 'utf8mb4',
  };
}

export function mysqlPoolOptions(options: ConnectionOptions, poolSize: number): PoolOptions {
  return { ...options, connectionLimit: poolSize, waitForConnections: true, maxIdle: poolSize, idleTimeout: 30_000 };
}

export function mysqlErrorContext(parameters: ConnectionParameters): ErrorContext {
  return {
    hostname: parameters.host ?? null,
    port: parameters.port ?? MYSQL_ENGINE_SPEC.defaultPort,
    username: parameters.username ?? null,
    database: parameters.database ?? null,
  };
}
