import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';
import { format, type SqlLanguage } from 'sql-formatter';
import { serverText } from '@tessera/platform';

const LANGUAGES: Record<string, SqlLanguage> = {
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mariadb',
  duckdb: 'duckdb',
  sqlite: 'sqlite',
  trino: 'trino',
  presto: 'trino',
  bigquery: 'bigquery',
  snowflake: 'snowflake',
  redshift: 'redshift',
};

/** Template tags stay as they are, formatted like bind parameters. */
const TEMPLATE_TAGS = [/\{\{[\s\S]*?\}\}/, /\{%[\s\S]*?%\}/, /\{#[\s\S]*?#\}/].map((regex) => ({ regex: regex.source }));

/** The statement pretty-printed in the engine's dialect, keywords upper-cased (`select 1` → `SELECT\n  1`). */
export function formatSql(sql: string, engine: string | null | undefined): string {
  const language = (engine && LANGUAGES[engine.toLowerCase()]) || 'sql';
  try {
    return format(sql, { language, keywordCase: 'upper', paramTypes: { custom: TEMPLATE_TAGS } });
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new TesseraError(ErrorCode.BAD_REQUEST, serverText('Unable to format the SQL: %s', detail), {
      errorType: SupersetErrorType.INVALID_SQL_ERROR,
    });
  }
}
