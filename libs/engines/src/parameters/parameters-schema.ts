import type { ParametersJsonSchema } from '../engine-spec';

/** Superset's `BasicParametersSchema` for host/port/user/password engines. */
export const BASIC_PARAMETERS_SCHEMA: ParametersJsonSchema = {
  type: 'object',
  properties: {
    database: { description: 'Database name', type: 'string' },
    encryption: { description: 'Use an encrypted connection to the database', type: 'boolean' },
    host: { description: 'Hostname or IP address', type: 'string' },
    password: { description: 'Password', nullable: true, type: 'string' },
    port: { description: 'Database port', maximum: 65536, minimum: 0, type: 'integer' },
    query: { additionalProperties: {}, description: 'Additional parameters', type: 'object' },
    username: { description: 'Username', nullable: true, type: 'string' },
  },
  required: ['database', 'host', 'port', 'username'],
};

/** A file-backed engine needs only the file path (`database`) and optional settings. */
export const FILE_PARAMETERS_SCHEMA: ParametersJsonSchema = {
  type: 'object',
  properties: {
    database: { description: 'Path of the database file, or :memory:', type: 'string' },
    query: { additionalProperties: {}, description: 'Additional parameters', type: 'object' },
  },
  required: ['database'],
};
