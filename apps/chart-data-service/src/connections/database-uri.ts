import { PASSWORD_MASK } from '@tessera/contracts';
import { formatSqlalchemyUri, parseSqlalchemyUri } from '@tessera/engines';

/** Splits the password out of a URI: the URI is stored without it, the password encrypted apart. */
export function splitPassword(uri: string): { uri: string; password: string | null } {
  const parts = parseSqlalchemyUri(uri);
  if (parts.password === null || parts.password === '') return { uri: uri.trim(), password: null };
  return { uri: formatSqlalchemyUri({ ...parts, password: null }), password: parts.password };
}

/** Puts a password back into a stored URI (for connecting). */
export function withPassword(uri: string, password: string | null): string {
  if (password === null) return uri;
  const parts = parseSqlalchemyUri(uri);
  return formatSqlalchemyUri({ ...parts, password, username: parts.username ?? '' });
}

/** The stored URI as the API shows it: the password, when there is one, as Superset's mask. */
export function displayUri(uri: string, hasPassword: boolean): string {
  return hasPassword ? withPassword(uri, PASSWORD_MASK) : uri;
}

/** A URI coming back from a client with the mask still in it keeps the stored password. */
export function isMaskedPassword(password: string | null): boolean {
  return password === PASSWORD_MASK;
}
