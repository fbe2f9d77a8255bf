import { postgresqlDialect } from '@tessera/query-engine';

import type { EngineSpec } from '../../engine-spec';
import { buildHostUri, parseHostUri, type HostUriSyntax } from '../../host-uri.codec';
import { BASIC_PARAMETERS_SCHEMA } from '../../parameters/parameters-schema';
import { POSTGRESQL_ERROR_RULES } from './postgresql.errors';

const SYNTAX: HostUriSyntax = {
  displayName: 'PostgreSQL',
  backend: 'postgresql',
  schemes: ['postgresql', 'postgres'],
  encryptionKey: 'sslmode',
  encryptionValue: 'require',
  encryptionOn: (value) => ['require', 'verify-ca', 'verify-full'].includes(value),
};

/** PostgreSQL through node-postgres. */
export const POSTGRESQL_ENGINE_SPEC: EngineSpec = {
  engine: 'postgresql',
  displayName: 'PostgreSQL',
  aliases: ['postgres', 'postgresql'],
  schemes: SYNTAX.schemes,
  defaultPort: 5432,
  defaultDriver: 'psycopg2',
  availableDrivers: ['psycopg2'],
  dialect: postgresqlDialect,
  sqlalchemyUriPlaceholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
  parametersSchema: BASIC_PARAMETERS_SCHEMA,
  requiredParameters: ['host', 'port', 'username', 'database'],
  supportsCatalogs: true,
  systemSchemas: ['information_schema', 'pg_catalog', 'pg_toast'],
  errorRules: POSTGRESQL_ERROR_RULES,
  parseUri: (uri) => parseHostUri(uri, SYNTAX),
  buildUri: (parameters) => buildHostUri(parameters, SYNTAX),
};
