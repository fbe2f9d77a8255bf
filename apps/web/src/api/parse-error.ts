import { SupersetErrorType } from '@tessera/contracts/web';
import { t } from '../i18n';
import type { ClientError, SupersetErrorEntry } from './api-error';
import { httpStatusText } from './http-status-text';

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorEntry(value: unknown): value is SupersetErrorEntry {
  return isRecord(value) && typeof value['message'] === 'string';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function fieldErrorsOf(message: JsonRecord): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(message)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
    fields[field] = messages;
  }
  return fields;
}

function sessionTimedOut(base: ClientError): ClientError {
  return {
    ...base,
    message: t('Your session timed out, please refresh your page and try again.'),
    errorType: SupersetErrorType.FRONTEND_CSRF_ERROR,
  };
}

function fallbackMessage(status: number): string {
  return httpStatusText(status) ?? t('An error occurred');
}

function fromJson(body: JsonRecord, text: string, base: ClientError): ClientError {
  const errors = Array.isArray(body['errors']) ? body['errors'].filter(isErrorEntry) : [];
  const result: ClientError = { ...base, errors };
  let message: string | undefined;
  const first = errors[0];
  if (first) {
    message = first.message;
    result.errorType = first.error_type;
    const link = first.extra?.['link'];
    if (typeof link === 'string') result.link = link;
  } else if (typeof body['error'] === 'string') {
    message = body['error'];
  } else if (typeof body['message'] === 'string') {
    message = body['message'];
  } else if (isRecord(body['message'])) {
    result.fieldErrors = fieldErrorsOf(body['message']);
    message = Object.values(result.fieldErrors)[0]?.[0] ?? t('Invalid input');
  } else if (typeof body['msg'] === 'string') {
    message = body['msg'];
  }

  if (typeof body['stack'] === 'string') {
    const description = typeof body['description'] === 'string' ? body['description'] : first?.message;
    return {
      ...result,
      message: t('Unexpected error: %s', description || t('(no description, click to see stack trace)')),
      stacktrace: body['stack'],
    };
  }
  if (text.includes('CSRF')) return sessionTimedOut(result);
  return { ...result, message: message || fallbackMessage(base.status ?? 0) };
}

function fromText(text: string, base: ClientError): ClientError {
  if (text.includes('CSRF')) return sessionTimedOut(base);
  const byStatus = httpStatusText(base.status ?? 0);
  if (byStatus) return { ...base, message: byStatus };
  if (/<[a-z!][\s\S]*>/i.test(text)) return { ...base, message: t('Unknown error') };
  return { ...base, message: text.trim() || t('An error occurred') };
}

/**
 * Decodes an error response the way the whole SPA shows it (spec part 2 §8 'Response parsing'):
 * the first `errors` entry, else `error`, else `message` (a string, or the first message of a field
 * map, or 'Invalid input'), else `msg`; a stack gives 'Unexpected error: …'; any mention of CSRF
 * gives the session-timed-out text; a body without a message falls back to the HTTP status text.
 */
export async function parseError(response: Response): Promise<ClientError> {
  const base: ClientError = { message: '', status: response.status, statusText: response.statusText, errors: [] };
  let text = '';
  if (!response.bodyUsed) {
    try {
      text = await response.clone().text();
    } catch {
      text = '';
    }
  }
  const body = parseJson(text);
  return isRecord(body) ? fromJson(body, text, base) : fromText(text, base);
}

/** {@link parseError} for an error answer that arrived already decoded (a websocket reply's status and body). */
export function parseErrorBody(status: number, body: unknown): ClientError {
  const base: ClientError = { message: '', status, statusText: httpStatusText(status) ?? '', errors: [] };
  if (isRecord(body)) return fromJson(body, JSON.stringify(body), base);
  return fromText(typeof body === 'string' ? body : '', base);
}
