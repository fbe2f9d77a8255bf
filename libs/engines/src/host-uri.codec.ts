import { catalogueText, englishText, ErrorCode, TesseraError } from '@tessera/contracts';

import type { ConnectionParameters } from './engine-spec';
import { formatSqlalchemyUri, parseSqlalchemyUri } from './uri';

/** How one server engine spells its URIs. */
export interface HostUriSyntax {
  displayName: string;
  /** Scheme written by `buildUri`. */
  backend: string;
  /** Schemes accepted by `parseUri`. */
  schemes: readonly string[];
  /** Query argument that asks for TLS, and the value written when `encryption` is on. */
  encryptionKey: string;
  encryptionValue: string;
  /** Whether a query value of `encryptionKey` means TLS is on. */
  encryptionOn(value: string): boolean;
}

/** Rejects a URI whose scheme belongs to another engine, naming what was expected. */
export function assertScheme(backend: string, schemes: readonly string[], displayName: string): void {
  if (!schemes.includes(backend)) {
    const text = catalogueText('The URI scheme "%s" does not belong to %s (expected %s)', backend, displayName, schemes.join(', '));
    throw new TesseraError(ErrorCode.BAD_REQUEST, englishText(text), { text });
  }
}

function parsePort(port: string | null): number | undefined {
  if (port === null) return undefined;
  const value = Number(port);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    const text = catalogueText("Port could not be cast to integer value as '%s'", port);
    throw new TesseraError(ErrorCode.BAD_REQUEST, englishText(text), { text });
  }
  return value;
}

/** `postgresql://user:pass@host:5432/db?sslmode=require` → dynamic-form parameters. */
export function parseHostUri(uri: string, syntax: HostUriSyntax): ConnectionParameters {
  const parts = parseSqlalchemyUri(uri);
  assertScheme(parts.backend, syntax.schemes, syntax.displayName);
  const { [syntax.encryptionKey]: encryption, ...query } = parts.query;
  const parameters: ConnectionParameters = {
    host: parts.host ?? undefined,
    port: parsePort(parts.port),
    username: parts.username ?? undefined,
    password: parts.password ?? undefined,
    database: parts.database || undefined,
    query,
    encryption: encryption !== undefined && syntax.encryptionOn(encryption),
  };
  return parameters;
}

/** Dynamic-form parameters → URI; the password is percent-encoded. */
export function buildHostUri(parameters: ConnectionParameters, syntax: HostUriSyntax): string {
  const query: Record<string, string> = { ...(parameters.query ?? {}) };
  if (parameters.encryption) query[syntax.encryptionKey] = syntax.encryptionValue;
  return formatSqlalchemyUri({
    backend: syntax.backend,
    driver: null,
    username: parameters.username || null,
    password: parameters.password || null,
    host: parameters.host || null,
    port: parameters.port === undefined || parameters.port === '' ? null : String(parameters.port),
    database: parameters.database ?? null,
    query,
  });
}
