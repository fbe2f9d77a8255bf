import { duckdbDialect } from '@tessera/query-engine';

import type { ConnectionParameters, EngineSpec } from '../../engine-spec';
import { assertScheme } from '../../host-uri.codec';
import { FILE_PARAMETERS_SCHEMA } from '../../parameters/parameters-schema';
import { formatSqlalchemyUri, parseSqlalchemyUri } from '../../uri';
import { DUCKDB_ERROR_RULES } from './duckdb.errors';

/**
 * `duckdb:///relative/file.duckdb`, `duckdb:////absolute/file.duckdb` (SQLAlchemy's slash rule) or
 * `duckdb:///:memory:`; an empty path means in-memory.
 */
function parseDuckdbUri(uri: string): ConnectionParameters {
  const parts = parseSqlalchemyUri(uri);
  assertScheme(parts.backend, ['duckdb'], 'DuckDB');
  return { database: parts.database || ':memory:', query: parts.query };
}

function buildDuckdbUri(parameters: ConnectionParameters): string {
  return formatSqlalchemyUri({
    backend: 'duckdb',
    driver: null,
    username: null,
    password: null,
    host: null,
    port: null,
    database: parameters.database || ':memory:',
    query: parameters.query ?? {},
  });
}

/** DuckDB, embedded in the process through @duckdb/node-api. */
export const DUCKDB_ENGINE_SPEC: EngineSpec = {
  engine: 'duckdb',
  displayName: 'DuckDB',
  aliases: ['duckdb'],
  schemes: ['duckdb'],
  defaultPort: null,
  defaultDriver: 'duckdb_engine',
  availableDrivers: ['duckdb_engine'],
  dialect: duckdbDialect,
  sqlalchemyUriPlaceholder: 'duckdb:////path/to/duck.db',
  parametersSchema: FILE_PARAMETERS_SCHEMA,
  requiredParameters: ['database'],
  supportsCatalogs: true,
  systemSchemas: ['information_schema', 'pg_catalog'],
  errorRules: DUCKDB_ERROR_RULES,
  parseUri: parseDuckdbUri,
  buildUri: buildDuckdbUri,
};
