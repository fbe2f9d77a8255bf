import { Catch, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { throwError, type Observable } from 'rxjs';
import { toErrorPayload } from './bus-errors';

/**
 * Keeps a bus handler's error intact (code, type, fields) instead of Nest's generic
 * 'Internal server error'. Errors of HTTP routes (a service's probes) keep Nest's default handling.
 */
@Catch()
export class BusExceptionFilter extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): Observable<never> | void {
    if (host.getType() === 'rpc') return throwError(() => toErrorPayload(exception));
    return super.catch(exception, host);
  }
}
