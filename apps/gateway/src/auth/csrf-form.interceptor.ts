import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { assertCsrf } from './csrf';
import type { AuthenticatedRequest } from './principal';

/**
 * The CSRF check for routes whose multipart form is parsed by an interceptor, after the guard ran:
 * the token field only exists once the form is read. Runs after the parsing interceptor.
 */
@Injectable()
export class CsrfFormInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (request.principal) assertCsrf(request, request.principal);
    return next.handle();
  }
}
