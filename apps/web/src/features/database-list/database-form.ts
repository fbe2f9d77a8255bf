import type { AvailableEngine, DatabaseDetail, DatabasePayload } from './database-list.api';

/** What the connection modal edits; text inputs keep strings until the payload is built. */
export interface DatabaseFormValues {
  database_name: string;
  engine: string;
  configuration_method: 'sqlalchemy_form' | 'dynamic_form';
  sqlalchemy_uri: string;
  parameters: Record<string, string | boolean>;
  cache_timeout: string;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
}

export const EMPTY_DATABASE_FORM: DatabaseFormValues = {
  database_name: '',
  engine: '',
  configuration_method: 'sqlalchemy_form',
  sqlalchemy_uri: '',
  parameters: {},
  cache_timeout: '',
  expose_in_sqllab: true,
  allow_run_async: false,
  allow_ctas: false,
  allow_cvas: false,
  allow_dml: false,
};

/** The engine's connection parameters in form order, the free-form `query` map left out. */
export function parameterFields(engine: AvailableEngine | undefined): { name: string; label: string; type: string; required: boolean }[] {
  const properties = engine?.parameters?.properties ?? {};
  const required = engine?.parameters?.required ?? [];
  const order = ['host', 'port', 'database', 'username', 'password', 'encryption'];
  return Object.entries(properties)
    .filter(([, schema]) => schema.type !== 'object')
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([name, schema]) => ({
      name,
      label: schema.description ?? name,
      type: schema.type ?? 'string',
      required: required.includes(name),
    }));
}

function toParameters(values: DatabaseFormValues, engine: AvailableEngine | undefined): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const field of parameterFields(engine)) {
    const value = values.parameters[field.name];
    if (value === undefined || value === '') continue;
    parameters[field.name] = field.type === 'integer' ? Number(value) : value;
  }
  return parameters;
}

/** The request body for test, create and update. */
export function toDatabasePayload(values: DatabaseFormValues, engine: AvailableEngine | undefined): DatabasePayload {
  const timeout = values.cache_timeout.trim();
  const common = {
    database_name: values.database_name.trim(),
    engine: values.engine,
    configuration_method: values.configuration_method,
    cache_timeout: timeout === '' ? null : Number(timeout),
    expose_in_sqllab: values.expose_in_sqllab,
    allow_run_async: values.allow_run_async,
    allow_ctas: values.allow_ctas,
    allow_cvas: values.allow_cvas,
    allow_dml: values.allow_dml,
  };
  return values.configuration_method === 'sqlalchemy_form'
    ? { ...common, sqlalchemy_uri: values.sqlalchemy_uri.trim() }
    : { ...common, parameters: toParameters(values, engine) };
}

/** The form of an existing connection. */
export function fromDatabase(database: DatabaseDetail): DatabaseFormValues {
  const parameters = Object.fromEntries(
    Object.entries(database.parameters ?? {})
      .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
      .map(([name, value]) => [name, typeof value === 'boolean' ? value : String(value)]),
  );
  return {
    database_name: database.database_name,
    engine: database.engine,
    configuration_method: database.configuration_method,
    sqlalchemy_uri: database.sqlalchemy_uri,
    parameters,
    cache_timeout: database.cache_timeout === null ? '' : String(database.cache_timeout),
    expose_in_sqllab: database.expose_in_sqllab,
    allow_run_async: database.allow_run_async,
    allow_ctas: database.allow_ctas,
    allow_cvas: database.allow_cvas,
    allow_dml: database.allow_dml,
  };
}

/** What keeps Connect disabled: a name, an engine, and a URI or the required parameters. */
export function isDatabaseFormComplete(values: DatabaseFormValues, engine: AvailableEngine | undefined): boolean {
  if (values.database_name.trim() === '' || values.engine === '') return false;
  const timeout = values.cache_timeout.trim();
  if (timeout !== '' && !/^-?\d+$/.test(timeout)) return false;
  if (values.configuration_method === 'sqlalchemy_form') return values.sqlalchemy_uri.trim() !== '';
  return parameterFields(engine)
    .filter((field) => field.required)
    .every((field) => String(values.parameters[field.name] ?? '').trim() !== '');
}
