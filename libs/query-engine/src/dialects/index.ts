import type { EngineName, SqlDialect } from './dialect';
import { duckdbDialect } from './duckdb.dialect';
import { mysqlDialect } from './mysql.dialect';
import { postgresqlDialect } from './postgresql.dialect';

export * from './dialect';
export { duckdbDialect, mysqlDialect, postgresqlDialect };

const DIALECTS: Record<EngineName, SqlDialect> = {
  postgresql: postgresqlDialect,
  duckdb: duckdbDialect,
  mysql: mysqlDialect,
};

/** Engine names accepted as aliases (Superset backends and SQLAlchemy dialect names). */
const ALIASES: Record<string, EngineName> = {
  postgres: 'postgresql',
  postgresql: 'postgresql',
  duckdb: 'duckdb',
  mysql: 'mysql',
  mariadb: 'mysql',
};

export function getDialect(engine: string): SqlDialect {
  const name = ALIASES[engine.toLowerCase()];
  if (!name) throw new Error(`Unsupported engine "${engine}"`);
  return DIALECTS[name];
}

export function isSupportedEngine(engine: string): boolean {
  return engine.toLowerCase() in ALIASES;
}
