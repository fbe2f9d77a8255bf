import { DuckDBInstance } from '@duckdb/node-api';
import { resolve } from 'node:path';

import type { ConnectionParameters } from '../../engine-spec';

/** The database file as DuckDB should open it: absolute, or `:memory:`. */
export function duckdbPath(parameters: ConnectionParameters): string {
  const database = parameters.database || ':memory:';
  return database === ':memory:' ? database : resolve(database);
}

/**
 * Opens the DuckDB instance for a file. Files go through DuckDB's instance cache, because a file can be
 * opened by only one instance per process and several Tessera databases may point at the same file.
 * URI query arguments are DuckDB settings (`?access_mode=READ_ONLY&threads=2`).
 */
export function openDuckdbInstance(parameters: ConnectionParameters): Promise<DuckDBInstance> {
  const path = duckdbPath(parameters);
  const options = parameters.query && Object.keys(parameters.query).length > 0 ? parameters.query : undefined;
  return path === ':memory:' ? DuckDBInstance.create(path, options) : DuckDBInstance.fromCache(path, options);
}
