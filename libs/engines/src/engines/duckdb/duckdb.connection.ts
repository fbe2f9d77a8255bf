import { DuckDBInstance } from '@duckdb/node-api';
import { resolve } from 'node:path';

import type { ConnectionParameters } from '../../engine-spec';

/** How Tessera opens a DuckDB instance, beyond what the URI asks for. */
export interface DuckdbOpenSettings {
  /** The database's `extra.allow_file_access`: SQL may read and write files of the server. */
  allowFileAccess?: boolean;
  /** DuckDB's `memory_limit` (`1GB`); DuckDB's own default (80% of RAM) when absent. */
  memoryLimit?: string;
}

/** The database file as DuckDB should open it: absolute, or `:memory:`. */
export function duckdbPath(parameters: ConnectionParameters): string {
  const database = parameters.database || ':memory:';
  return database === ':memory:' ? database : resolve(database);
}

/**
 * DuckDB's open options: the URI's query arguments, then what the server enforces on top of them.
 * Without external access, SQL cannot read or write any file but the database's own (`read_text`,
 * `COPY … TO`, `ATTACH`, `INSTALL`), so a query that slips past the SQL guard still cannot reach the
 * host, its secrets included; the locked configuration keeps a query from switching that back on
 * with `SET`. Both apply whatever the URI says, so only the `extra` flag (administrators only) lifts them.
 */
export function duckdbOpenOptions(parameters: ConnectionParameters, settings: DuckdbOpenSettings = {}): Record<string, string> {
  const locked = !settings.allowFileAccess;
  return {
    ...(parameters.query ?? {}),
    ...(settings.memoryLimit ? { memory_limit: settings.memoryLimit } : {}),
    enable_external_access: String(!locked),
    lock_configuration: String(locked),
  };
}

/**
 * Opens the DuckDB instance for a file. Files go through DuckDB's instance cache, because a file can be
 * opened by only one instance per process and several Tessera databases may point at the same file
 * (they must then agree on the open options, file access included, or DuckDB refuses the second).
 * URI query arguments are DuckDB settings (`?access_mode=READ_ONLY&threads=2`).
 */
export function openDuckdbInstance(parameters: ConnectionParameters, settings: DuckdbOpenSettings = {}): Promise<DuckDBInstance> {
  const path = duckdbPath(parameters);
  const options = duckdbOpenOptions(parameters, settings);
  return path === ':memory:' ? DuckDBInstance.create(path, options) : DuckDBInstance.fromCache(path, options);
}
