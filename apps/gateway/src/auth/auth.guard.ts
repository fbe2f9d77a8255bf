import { ErrorCode, forbidden, TesseraError, unauthorized } from '@tessera/contracts';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { currentRequestContext } from '@tessera/platform';
import { ACCESS_RULE, CSRF_EXEMPT, CSRF_IN_MULTIPART_FORM, type AccessRule } from './auth.decorators';
import { assertCsrf } from './csrf';
import { hasPermission, isAdmin, toCaller, type AuthenticatedRequest } from './principal';
import { PrincipalResolver } from './principal.resolver';

// Kept here too for the controllers that import it with the guard.
export type { AuthenticatedRequest };

/**
 * Runs before every route: resolves the caller, enforces CSRF on cookie-authenticated writes and
 * the route's declared access rule. Refusals (401/403) happen here, before any bus call.
 * A route without a declared rule is refused: access must never be an accident.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly resolver: PrincipalResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, targets);
    if (!rule) throw new TesseraError(ErrorCode.FORBIDDEN, 'This route declares no access rule');
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const principal = await this.resolver.resolve(request).catch((error: unknown) => {
      if (rule.kind === 'public' && error instanceof TesseraError && error.code === ErrorCode.UNAUTHORIZED) return null;
      throw error;
    });
    if (principal) {
      request.principal = principal;
      const requestContext = currentRequestContext();
      if (requestContext) {
        requestContext.caller = toCaller(principal);
        // The user's saved language wins over the browser's (already in the context from Accept-Language).
        if (principal.locale) requestContext.locale = principal.locale;
      }
    }
    if (rule.kind === 'public') return true;
    if (!principal) throw unauthorized();
    const csrfCheckedLater =
      this.reflector.getAllAndOverride<boolean>(CSRF_EXEMPT, targets) ||
      this.reflector.getAllAndOverride<boolean>(CSRF_IN_MULTIPART_FORM, targets);
    if (!csrfCheckedLater) assertCsrf(request, principal);
    if (rule.kind === 'admin' && !isAdmin(principal)) throw forbidden();
    if (rule.kind === 'permission' && !hasPermission(principal, rule.permission, rule.view)) throw forbidden();
    return true;
  }
}
