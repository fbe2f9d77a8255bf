import { ErrorCode, TesseraError, type DatabaseWriteFields, parseBoundedJson } from '@tessera/contracts';
import { engineSpecForUri, fileAccessProblems, getEngineSpec, poolParamProblems, type ConnectionParameters } from '@tessera/engines';
import { isMaskedPassword, splitPassword } from '../connections/database-uri';
import { serverText } from '@tessera/platform';

/** Field errors answered with 422, as Superset's database commands do. */
export function invalidFields(fields: Record<string, string[]>): TesseraError {
  const message = Object.entries(fields)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ');
  return new TesseraError(ErrorCode.VALIDATION_FAILED, message, { fields, extra: { http_status: 422 } });
}

export interface ResolvedConnection {
  engine: string;
  /** URI without the password. */
  uri: string;
  /** The new password, `undefined` to keep the stored one, null for none. */
  password: string | null | undefined;
}

/**
 * The connection a create or update describes, from `sqlalchemy_uri` or from the dynamic form's
 * `engine` + `parameters`. A masked password coming back means "unchanged".
 */
export function resolveConnection(fields: DatabaseWriteFields, current?: { engine: string; uri: string }): ResolvedConnection | null {
  let uri = fields.sqlalchemy_uri;
  if (!uri && fields.parameters) {
    const engine = fields.engine ?? current?.engine;
    if (!engine) throw invalidFields({ engine: [serverText('Engine is required with parameters.')] });
    const spec = getEngineSpec(engine);
    const parameters = { ...fields.parameters } as ConnectionParameters;
    uri = spec.buildUri(parameters);
  }
  if (!uri) return null;
  const spec = engineSpecForUri(uri);
  if (fields.engine && getEngineSpec(fields.engine).engine !== spec.engine) {
    throw invalidFields({ engine: [serverText('The engine %s does not match the connection string (%s).', fields.engine, spec.engine)] });
  }
  spec.parseUri(uri);
  const { uri: bare, password } = splitPassword(uri);
  return { engine: spec.engine, uri: bare, password: isMaskedPassword(password) ? undefined : password };
}

/** `extra` must be a JSON object, as Superset's schema validates it, with usable pool settings and a boolean `allow_file_access`. */
export function checkExtra(extra: string | undefined): void {
  if (extra === undefined || extra === '') return;
  let parsed: unknown;
  try {
    parsed = parseBoundedJson(extra);
  } catch {
    throw invalidFields({ extra: [serverText('Field cannot be decoded by JSON.')] });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw invalidFields({ extra: [serverText('Field must be a JSON object.')] });
  const problems = [...poolParamProblems(parsed), ...fileAccessProblems(parsed)];
  if (problems.length > 0) throw invalidFields({ extra: problems });
}
