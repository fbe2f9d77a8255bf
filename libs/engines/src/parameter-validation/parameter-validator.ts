import { SupersetErrorType, type ConnectionError } from '@tessera/contracts';
import { existsSync } from 'node:fs';

import type { ConnectionFacts, OpenDatabaseConfig } from '../engine-database';
import type { ConnectionParameters, EngineSpec } from '../engine-spec';
import { duckdbPath } from '../engines/duckdb/duckdb.connection';
import { getEngineSpec, openDatabase } from '../registry';
import { connectionError, toConnectionErrors } from '../parameters/connection-errors';
import { hostnameResolves, probePort } from './network-probe';

export interface ValidateParametersOptions {
  /** Skip the connection attempt once the parameters look complete. */
  offline?: boolean;
  connectTimeoutMs?: number;
  /** DuckDB's memory limit, the same the pools use: DuckDB opens a file once per process, with one configuration. */
  memoryLimit?: string;
}

function missingParameters(spec: EngineSpec, parameters: ConnectionParameters): string[] {
  const present = (key: keyof ConnectionParameters) => {
    const value = parameters[key];
    return value !== undefined && value !== null && value !== '' && value !== 0;
  };
  return spec.requiredParameters
    .filter((key) => !present(key))
    .map(String)
    .sort();
}

/** Superset's static checks for host engines: hostname resolves, port is an integer in range and open. */
async function checkHost(parameters: ConnectionParameters): Promise<ConnectionError[]> {
  const host = parameters.host;
  if (!host) return [];
  if (!(await hostnameResolves(host))) {
    return [
      connectionError(SupersetErrorType.CONNECTION_INVALID_HOSTNAME_ERROR, "The hostname provided can't be resolved.", 'error', {
        invalid: ['host'],
      }),
    ];
  }
  if (parameters.port === undefined || parameters.port === null || parameters.port === '') return [];
  const port = Number(parameters.port);
  if (!Number.isInteger(port)) {
    return [
      connectionError(SupersetErrorType.CONNECTION_INVALID_PORT_ERROR, 'Port must be a valid integer.', 'error', { invalid: ['port'] }),
    ];
  }
  if (port < 0 || port > 65535) {
    const message = 'The port must be an integer between 0 and 65535 (inclusive).';
    return [connectionError(SupersetErrorType.CONNECTION_INVALID_PORT_ERROR, message, 'error', { invalid: ['port'] })];
  }
  const state = await probePort(host, port);
  if (state === 'closed') {
    return [connectionError(SupersetErrorType.CONNECTION_PORT_CLOSED_ERROR, 'The port is closed.', 'error', { invalid: ['port'] })];
  }
  if (state === 'unreachable') {
    const message = "The host might be down, and can't be reached on the provided port.";
    return [connectionError(SupersetErrorType.CONNECTION_HOST_DOWN_ERROR, message, 'error', { invalid: ['host', 'port'] })];
  }
  return [];
}

/**
 * `POST /database/validate_parameters/`: the missing-parameter warning and static host/port checks
 * Superset makes, then (when those pass) a real connection whose failure is classified by the engine's
 * error table. An empty list means the parameters work.
 */
export async function validateParameters(
  engine: string,
  parameters: ConnectionParameters,
  options: ValidateParametersOptions = {},
): Promise<ConnectionError[]> {
  const spec = getEngineSpec(engine);
  const errors: ConnectionError[] = [];
  const missing = missingParameters(spec, parameters);
  if (missing.length > 0) {
    const message = `One or more parameters are missing: ${missing.join(', ')}`;
    errors.push(connectionError(SupersetErrorType.CONNECTION_MISSING_PARAMETERS_ERROR, message, 'warning', { missing }));
  }
  if (spec.defaultPort !== null) errors.push(...(await checkHost(parameters)));
  if (errors.length > 0 || options.offline) return errors;
  if (spec.engine === 'duckdb' && parameters.database !== ':memory:' && !existsSync(duckdbPath(parameters))) {
    const message = `Unable to connect to database "${parameters.database}".`;
    return [connectionError(SupersetErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR, message, 'error', { invalid: ['database'] })];
  }
  return testParametersConnection(spec, parameters, options);
}

async function testParametersConnection(
  spec: EngineSpec,
  parameters: ConnectionParameters,
  options: ValidateParametersOptions,
): Promise<ConnectionError[]> {
  const { connectTimeoutMs = 10_000, memoryLimit } = options;
  const database = openDatabase({ engine: spec.engine, uri: spec.buildUri(parameters), poolSize: 1, connectTimeoutMs, memoryLimit });
  try {
    await database.testConnection();
    return [];
  } catch (error) {
    return toConnectionErrors(error);
  } finally {
    await database.close().catch(() => undefined);
  }
}

/** `POST /database/test_connection/`: opens the URI, asks who it connected as, closes; throws the classified error. */
export async function testConnection(
  config: Omit<OpenDatabaseConfig, 'engine' | 'poolSize'> & { engine?: string },
): Promise<ConnectionFacts> {
  const database = openDatabase({ ...config, engine: config.engine ?? '', poolSize: 1 });
  try {
    return await database.testConnection();
  } finally {
    await database.close().catch(() => undefined);
  }
}
