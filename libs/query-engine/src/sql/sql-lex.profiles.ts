import type { EngineName } from '../dialects';
import type { SqlLexProfile } from './sql-token.types';

const POSTGRESQL: SqlLexProfile = {
  name: 'postgresql',
  backslashEscapes: 'e-prefix',
  doubleQuotes: 'identifier',
  backtickIdentifiers: false,
  hashComments: false,
  dollarQuotes: true,
  dollarParameters: true,
  questionMarkParameters: false,
  nestedBlockComments: true,
};

/** PostgreSQL with `standard_conforming_strings = off`, an old setting some servers still carry. */
const POSTGRESQL_LEGACY_STRINGS: SqlLexProfile = {
  ...POSTGRESQL,
  name: 'postgresql (standard_conforming_strings off)',
  backslashEscapes: 'always',
};

const DUCKDB: SqlLexProfile = {
  ...POSTGRESQL,
  name: 'duckdb',
  questionMarkParameters: true,
};

const MYSQL: SqlLexProfile = {
  name: 'mysql',
  backslashEscapes: 'always',
  doubleQuotes: 'string',
  backtickIdentifiers: true,
  hashComments: true,
  dollarQuotes: false,
  dollarParameters: false,
  questionMarkParameters: true,
  nestedBlockComments: false,
};

/** MySQL with `sql_mode` ANSI_QUOTES and NO_BACKSLASH_ESCAPES. */
const MYSQL_ANSI: SqlLexProfile = {
  ...MYSQL,
  name: 'mysql (ANSI_QUOTES, NO_BACKSLASH_ESCAPES)',
  backslashEscapes: 'never',
  doubleQuotes: 'identifier',
};

const PROFILES: Record<EngineName, readonly SqlLexProfile[]> = {
  postgresql: [POSTGRESQL, POSTGRESQL_LEGACY_STRINGS],
  duckdb: [DUCKDB],
  mysql: [MYSQL, MYSQL_ANSI],
};

/**
 * The lexing profiles to check SQL text against: the engine's configurations, or every known one
 * when the engine is not known (text must then be safe wherever it ends up).
 */
export function lexProfilesFor(engine?: EngineName): readonly SqlLexProfile[] {
  if (engine) return PROFILES[engine];
  return [...PROFILES.postgresql, ...PROFILES.duckdb, ...PROFILES.mysql];
}
