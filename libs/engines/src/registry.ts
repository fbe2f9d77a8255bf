import { ErrorCode, TesseraError } from '@tessera/contracts';
import type { EngineName } from '@tessera/query-engine';

import type { EngineDatabase, OpenDatabaseConfig } from './engine-database';
import type { EngineSpec } from './engine-spec';
import { DuckdbDatabase } from './engines/duckdb/duckdb.database';
import { DUCKDB_ENGINE_SPEC } from './engines/duckdb/duckdb.engine-spec';
import { MysqlDatabase } from './engines/mysql/mysql.database';
import { MYSQL_ENGINE_SPEC } from './engines/mysql/mysql.engine-spec';
import { PostgresqlDatabase } from './engines/postgresql/postgresql.database';
import { POSTGRESQL_ENGINE_SPEC } from './engines/postgresql/postgresql.engine-spec';
import { uriBackend } from './uri';

const SPECS: readonly EngineSpec[] = [POSTGRESQL_ENGINE_SPEC, MYSQL_ENGINE_SPEC, DUCKDB_ENGINE_SPEC];

const OPENERS: Record<EngineName, (config: OpenDatabaseConfig) => EngineDatabase> = {
  postgresql: (config) => new PostgresqlDatabase(config),
  mysql: (config) => new MysqlDatabase(config),
  duckdb: (config) => new DuckdbDatabase(config),
};

function unknownEngine(name: string): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, `Could not load database driver: ${name}`, {
    extra: { supported: SPECS.map((spec) => spec.engine) },
  });
}

/** Every engine Tessera can connect to, in Superset's preferred order. */
export function listEngineSpecs(): readonly EngineSpec[] {
  return SPECS;
}

/** The spec for an engine name or alias ('postgres', 'mariadb'), or null. */
export function findEngineSpec(engine: string): EngineSpec | null {
  const name = engine.trim().toLowerCase().split('+')[0];
  return SPECS.find((spec) => spec.engine === name || spec.aliases.includes(name)) ?? null;
}

/** The spec for an engine name or alias; an unknown name is a BAD_REQUEST naming it. */
export function getEngineSpec(engine: string): EngineSpec {
  const spec = findEngineSpec(engine);
  if (!spec) throw unknownEngine(engine);
  return spec;
}

/** The spec whose URI scheme `uri` uses (`postgresql+psycopg2://…` → PostgreSQL). */
export function engineSpecForUri(uri: string): EngineSpec {
  const backend = uriBackend(uri);
  const spec = backend ? SPECS.find((candidate) => candidate.schemes.includes(backend)) : undefined;
  if (!spec) throw unknownEngine(backend ?? uri.split(':')[0]);
  return spec;
}

/** Opens a pool for one database. Nothing connects until the first call; `close()` ends the pool. */
export function openDatabase(config: OpenDatabaseConfig): EngineDatabase {
  const spec = config.engine ? getEngineSpec(config.engine) : engineSpecForUri(config.uri);
  return OPENERS[spec.engine](config);
}
