import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';
import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { JsonLogger, serverText, toErrorPayload } from '@tessera/platform';
import { throwError, type Observable } from 'rxjs';
import { renderError } from './error-envelope';

/** Flask-AppBuilder's texts for errors that carry no message of their own, in the request's language. */
function defaultMessage(status: number): string | undefined {
  switch (status) {
    case 400:
      return serverText('Arguments are not correct');
    case 401:
      return serverText('Not authorized');
    case 403:
      return serverText('Forbidden');
    case 404:
      return serverText('Not found');
    case 405:
      return serverText('Method not allowed');
    case 413:
      return serverText('Payload too large');
    case 422:
      return serverText('Could not process entity');
    case 500:
      return serverText('Fatal error');
    default:
      return undefined;
  }
}

/**
 * Every error leaving the gateway passes here: contract errors are rendered as Superset's
 * envelopes, framework errors (unknown route, bad JSON, huge body) get the same shapes, and
 * anything unexpected becomes a 500 without internals, a service's unexpected error included.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void | Observable<never> {
    // The gateway also answers a few bus subjects (users and roles); their errors travel back on the bus.
    if (host.getType() === 'rpc') return throwError(() => toErrorPayload(exception));
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const error = this.toTesseraError(exception);
    // Refusals that end after a while (login throttling) say when, as seconds in `extra.retry_after`.
    const retryAfter = error.extra?.retry_after;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    const { status, body } = renderError(error);
    response.status(status).json(body);
  }

  private toTesseraError(exception: unknown): TesseraError {
    // A service's unexpected error is answered without its text (see `renderError`), so it is logged here.
    if (exception instanceof TesseraError && exception.code === ErrorCode.INTERNAL)
      this.logger.error('Unexpected error from a service', { error: exception.message });
    if (exception instanceof TesseraError) return exception;
    if (exception instanceof HttpException) return fromHttpStatus(exception.getStatus(), exception);
    const bodyParserStatus = (exception as { status?: number; type?: string })?.status;
    if (typeof bodyParserStatus === 'number' && bodyParserStatus >= 400 && bodyParserStatus < 500) {
      return fromHttpStatus(bodyParserStatus, exception as Error);
    }
    // The security library runs inside the gateway: its store errors are read as the bus reads a service's.
    const payload = toErrorPayload(exception);
    if (payload.code !== ErrorCode.INTERNAL) return TesseraError.fromPayload(payload);
    this.logger.error('Unhandled error in the gateway', exception instanceof Error ? exception : { error: String(exception) });
    return new TesseraError(ErrorCode.INTERNAL, 'Fatal error');
  }
}

function fromHttpStatus(status: number, error: Error): TesseraError {
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') {
    return new TesseraError(ErrorCode.BAD_REQUEST, serverText('Request is not JSON'), {
      errorType: SupersetErrorType.INVALID_PAYLOAD_FORMAT_ERROR,
    });
  }
  const message = defaultMessage(status) ?? error.message;
  const code =
    status === 401
      ? ErrorCode.UNAUTHORIZED
      : status === 403
        ? ErrorCode.FORBIDDEN
        : status === 404
          ? ErrorCode.NOT_FOUND
          : status === 429
            ? ErrorCode.TOO_MANY_REQUESTS
            : status >= 500
              ? ErrorCode.INTERNAL
              : ErrorCode.BAD_REQUEST;
  return new TesseraError(code, message, { extra: { http_status: status } });
}
