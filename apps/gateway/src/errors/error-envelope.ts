import type { TesseraError } from '@tessera/contracts';
import { ErrorCode, issueCodesFor } from '@tessera/contracts';
import { localisedMessage, serverText } from '@tessera/platform';
import { HTTP_STATUS_BY_ERROR_CODE, levelForStatus } from './error-status';

export interface HttpErrorResponse {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Renders a contract error as Superset does: errors that name a Superset error type get the SIP-40
 * envelope `{errors: [{message, error_type, level, extra}]}`; field validation gets
 * `{message: {field: [messages]}}`; the rest get Flask-AppBuilder's `{message}`.
 * A handler may ask for a specific status through `extra.http_status` (Superset does this per error),
 * token errors ask for flask-jwt-extended's `{msg}` through `extra.envelope`, and answers listing
 * several Superset errors at once pass them as `extra.errors` with `envelope: 'errors'`.
 * An unexpected error says only that: its message may be a driver's text with SQL in it, which
 * belongs in the log (deliberate errors, such as a warehouse's answer to the SQL editor, carry
 * codes of their own and are shown as they are).
 * Messages are in the request's language: services and the gateway write theirs with `serverText`,
 * and a text built where no language was known (`forbidden()`'s default, a domain library's catalogue text) is translated here.
 */
export function renderError(error: TesseraError): HttpErrorResponse {
  const { http_status: requested, envelope, ...extra } = error.extra ?? {};
  const status = typeof requested === 'number' ? requested : HTTP_STATUS_BY_ERROR_CODE[error.code];
  if (error.code === ErrorCode.INTERNAL) return { status, body: { message: serverText('Fatal error') } };
  const message = localisedMessage(error);
  if (envelope === 'msg') return { status, body: { msg: message } };
  if (envelope === 'errors' && Array.isArray(extra.errors)) return { status, body: { errors: extra.errors } };
  if (error.explicitErrorType) {
    return {
      status,
      body: {
        errors: [
          {
            message,
            error_type: error.explicitErrorType,
            level: levelForStatus(status),
            extra: { ...extra, issue_codes: issueCodesFor(error.explicitErrorType) },
          },
        ],
      },
    };
  }
  if (error.fields && Object.keys(error.fields).length > 0) return { status, body: { message: error.fields } };
  return { status, body: { message } };
}
