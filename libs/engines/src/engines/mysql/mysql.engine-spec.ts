import { mysqlDialect } from '@tessera/query-engine';

import type { EngineSpec } from '../../engine-spec';
import { buildHostUri, parseHostUri, type HostUriSyntax } from '../../host-uri.codec';
import { BASIC_PARAMETERS_SCHEMA } from '../../parameters/parameters-schema';
import { MYSQL_ERROR_RULES } from './mysql.errors';

const SYNTAX: HostUriSyntax = {
  displayName: 'MySQL',
  backend: 'mysql',
  schemes: ['mysql', 'mariadb'],
  encryptionKey: 'ssl',
  encryptionValue: '1',
  encryptionOn: (value) => ['1', 'true', 'required'].includes(value.toLowerCase()),
};

/** MySQL and MariaDB through mysql2. */
export const MYSQL_ENGINE_SPEC: EngineSpec = {
  engine: 'mysql',
  displayName: 'MySQL',
  aliases: ['mysql', 'mariadb'],
  schemes: SYNTAX.schemes,
  defaultPort: 3306,
  defaultDriver: 'mysqldb',
  availableDrivers: ['mysqldb'],
  dialect: mysqlDialect,
  sqlalchemyUriPlaceholder: 'mysql://user:password@host:port/dbname[?key=value&key=value...]',
  parametersSchema: BASIC_PARAMETERS_SCHEMA,
  requiredParameters: ['host', 'port', 'username', 'database'],
  supportsCatalogs: false,
  systemSchemas: ['information_schema', 'mysql', 'performance_schema', 'sys'],
  errorRules: MYSQL_ERROR_RULES,
  parseUri: (uri) => parseHostUri(uri, SYNTAX),
  buildUri: (parameters) => buildHostUri(parameters, SYNTAX),
};
