import { ErrorCode, PASSWORD_MASK, TesseraError } from '@tessera/contracts';

/** The parts of a SQLAlchemy-style URI `backend+driver://user:password@host:port/database?query`. */
export interface ParsedUri {
  backend: string;
  driver: string | null;
  username: string | null;
  password: string | null;
  host: string | null;
  port: string | null;
  database: string | null;
  query: Record<string, string>;
}

// SQLAlchemy's own URL grammar: a raw '@' may not appear in the password, '/' may not appear in the user.
const URI_PATTERN =
  /^(?<scheme>[A-Za-z][\w+.-]*):\/\/(?:(?<username>[^:/]*)(?::(?<password>[^@]*))?@)?(?:\[(?<ipv6>[^/?\]]+)\]|(?<host>[^/:?]+))?(?::(?<port>[^/?]*))?(?:\/(?<database>[^?]*))?(?:\?(?<query>.*))?$/s;

const INVALID_URI_MESSAGE =
  'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host/database-name';

function decode(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parseQuery(query: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!query) return result;
  for (const [key, value] of new URLSearchParams(query)) result[key] = value;
  return result;
}

/** Splits a URI into its parts; percent-escapes in user, password and database are decoded. */
export function parseSqlalchemyUri(uri: string): ParsedUri {
  const match = URI_PATTERN.exec(uri.trim());
  if (!match?.groups) {
    throw new TesseraError(ErrorCode.BAD_REQUEST, INVALID_URI_MESSAGE, { fields: { sqlalchemy_uri: [INVALID_URI_MESSAGE] } });
  }
  const groups = match.groups;
  const [backend, driver] = groups.scheme.split('+', 2);
  return {
    backend: backend.toLowerCase(),
    driver: driver ?? null,
    username: decode(groups.username),
    password: decode(groups.password),
    host: groups.ipv6 ?? groups.host ?? null,
    port: groups.port || null,
    database: decode(groups.database),
    query: parseQuery(groups.query),
  };
}

function encode(value: string): string {
  return encodeURIComponent(value);
}

// Colons are common in file paths (`:memory:`, drive letters) and harmless after the host.
function encodePath(segment: string): string {
  return encodeURIComponent(segment).replace(/%3A/gi, ':');
}

/** Writes parts back as a URI; the inverse of {@link parseSqlalchemyUri}. */
export function formatSqlalchemyUri(parts: ParsedUri): string {
  let uri = `${parts.backend}${parts.driver ? `+${parts.driver}` : ''}://`;
  if (parts.username !== null || parts.password !== null) {
    uri += encode(parts.username ?? '');
    if (parts.password !== null) uri += `:${encode(parts.password)}`;
    uri += '@';
  }
  if (parts.host) uri += parts.host.includes(':') ? `[${parts.host}]` : parts.host;
  if (parts.port) uri += `:${parts.port}`;
  if (parts.database !== null) uri += `/${parts.database.split('/').map(encodePath).join('/')}`;
  const query = new URLSearchParams(parts.query).toString();
  if (query) uri += `?${query}`;
  return uri;
}

/** The URI with its password replaced by Superset's mask; URIs without a password come back unchanged. */
export function maskUri(uri: string): string {
  const match = URI_PATTERN.exec(uri.trim());
  if (!match?.groups || match.groups.password === undefined) return uri;
  const scheme = match.groups.scheme;
  const start = `${scheme}://${match.groups.username ?? ''}:`;
  const rest = uri.trim().slice(start.length + match.groups.password.length);
  return `${start}${PASSWORD_MASK}${rest}`;
}

/** `postgresql` for `postgresql+psycopg2://…`; null when the text is not a URI. */
export function uriBackend(uri: string): string | null {
  const match = /^(?<scheme>[A-Za-z][\w+.-]*):\/\//.exec(uri.trim());
  return match?.groups ? match.groups.scheme.split('+')[0].toLowerCase() : null;
}
