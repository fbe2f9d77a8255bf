import type { EngineName, SqlDialect } from '@tessera/query-engine';

import type { ErrorRule } from './errors/error-rules';

/** Connection parameters of Superset's dynamic database form (`parameters` in the database payload). */
export interface ConnectionParameters {
  host?: string;
  port?: number | string;
  username?: string;
  password?: string;
  database?: string;
  /** Extra URI query arguments (`?sslmode=require&application_name=x`). */
  query?: Record<string, string>;
  /** Whether to require an encrypted connection (`sslmode=require` / `ssl=true`). */
  encryption?: boolean;
}

/** JSON schema of {@link ConnectionParameters}, as `GET /api/v1/database/available/` publishes it. */
export interface ParametersJsonSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required: string[];
}

/**
 * What Tessera knows about one database engine without connecting to it: names, defaults, URI syntax,
 * the dynamic-form schema and the table that turns driver errors into Superset error types.
 */
export interface EngineSpec {
  /** Canonical engine name (Superset's `backend`). */
  readonly engine: EngineName;
  /** Human name used in lists and error messages ('PostgreSQL'). */
  readonly displayName: string;
  /** Other names accepted for this engine ('postgres', 'mariadb'). */
  readonly aliases: readonly string[];
  /** URI schemes this engine parses, with or without a `+driver` suffix. */
  readonly schemes: readonly string[];
  readonly defaultPort: number | null;
  readonly defaultDriver: string;
  readonly availableDrivers: readonly string[];
  readonly dialect: SqlDialect;
  readonly sqlalchemyUriPlaceholder: string;
  readonly parametersSchema: ParametersJsonSchema;
  /** Parameters that must be non-empty before a connection is attempted. */
  readonly requiredParameters: readonly (keyof ConnectionParameters)[];
  /** Whether the engine has catalogs (databases) above schemas that a single connection can list. */
  readonly supportsCatalogs: boolean;
  /** Schemas that belong to the engine itself and are never listed. */
  readonly systemSchemas: readonly string[];
  /** Ordered rules mapping driver errors to Superset error types; the first match wins. */
  readonly errorRules: readonly ErrorRule[];
  /** Parses a SQLAlchemy-style URI; throws a TesseraError on a malformed URI or a foreign scheme. */
  parseUri(uri: string): ConnectionParameters;
  /** Builds a SQLAlchemy-style URI from dynamic-form parameters. */
  buildUri(parameters: ConnectionParameters): string;
}
