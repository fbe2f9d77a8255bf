import { SupersetErrorType } from '@tessera/contracts';

import type { ErrorContext, ErrorRule } from './error-rules';

function host(groups: Record<string, string>, context: ErrorContext): string {
  return context.hostname ?? groups.hostname ?? '';
}

function port(groups: Record<string, string>, context: ErrorContext): string {
  return String(context.port ?? groups.port ?? '');
}

/**
 * Socket-level failures, the same for every server engine because Node reports them, not the driver:
 * unknown host, refused port, unreachable or silent host.
 */
export const NETWORK_ERROR_RULES: readonly ErrorRule[] = [
  {
    errorType: SupersetErrorType.CONNECTION_INVALID_HOSTNAME_ERROR,
    codes: ['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME'],
    pattern: /getaddrinfo (?:ENOTFOUND|EAI_AGAIN|EAI_NONAME) (?<hostname>\S+)/,
    message: (groups, context) => `The hostname "${host(groups, context)}" cannot be resolved.`,
    invalid: ['host'],
  },
  {
    errorType: SupersetErrorType.CONNECTION_PORT_CLOSED_ERROR,
    codes: ['ECONNREFUSED'],
    pattern: /connect ECONNREFUSED (?<hostname>[^\s]+?):(?<port>\d+)/,
    message: (groups, context) => `Port ${port(groups, context)} on hostname "${host(groups, context)}" refused the connection.`,
    invalid: ['host', 'port'],
  },
  {
    errorType: SupersetErrorType.CONNECTION_HOST_DOWN_ERROR,
    codes: ['EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'EHOSTDOWN'],
    pattern: /connect (?:EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|EHOSTDOWN)|^timeout expired$|Connection terminated due to connection timeout/,
    message: (groups, context) =>
      `The host "${host(groups, context)}" might be down, and can't be reached on port ${port(groups, context)}.`,
    invalid: ['host', 'port'],
  },
];
