import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Optional, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Authenticated, Public } from './auth.decorators';
import { SessionLoginBody } from './auth.dto';
import type { AuthenticatedRequest } from './auth.guard';
import { assertCsrf } from './csrf';
import { LoginService } from './login.service';
import { OidcRelyingParty } from '../sso/oidc/oidc-relying-party';
import { originOf, safeNext } from './oidc-login.controller';
import { OidcSessions } from './oidc-sessions';
import { PrincipalResolver } from './principal.resolver';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { SessionService } from './session.service';

/** A plain HTML form post (no script), which expects a page rather than JSON. */
function isFormNavigation(request: Request): boolean {
  return !!request.is('application/x-www-form-urlencoded') && !request.accepts('json');
}

/** The SPA's cookie login (`POST /login/`), logout and CSRF token. */
@Controller()
export class SessionAuthController {
  constructor(
    private readonly logins: LoginService,
    private readonly sessions: SessionService,
    private readonly principals: PrincipalResolver,
    private readonly oidcSessions: OidcSessions,
    @Optional() @Inject(OidcRelyingParty) private readonly oidc: OidcRelyingParty | null,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  async login(@Body() body: SessionLoginBody, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const user = await this.logins.verify(body.username, body.password, request.ip ?? 'unknown', 'Invalid login. Please try again.');
    setSessionCookie(request, response, await this.sessions.create(user.id, user.tokenVersion));
    if (isFormNavigation(request)) {
      response.redirect(302, safeNext(body.next));
      return undefined;
    }
    return { result: { id: user.id, username: user.username, first_name: user.firstName, last_name: user.lastName } };
  }

  /**
   * Ends the session. A write like any other, so it needs the session's CSRF token (header, or the
   * `csrf_token` field of a form): another site cannot log the user out.
   */
  @Post('logout')
  @Public()
  async logout(@Req() request: AuthenticatedRequest, @Res() response: Response) {
    const principal = request.principal;
    if (principal) assertCsrf(request, principal);
    if (principal?.session) await this.principals.endSession(request, principal.session.id);
    clearSessionCookie(response);
    const atProvider = principal?.session ? await this.providerLogout(request, principal.session.id) : null;
    if (isFormNavigation(request)) response.redirect(302, atProvider ?? '/login/');
    // The SPA follows `redirect` to end the session at the provider too.
    else response.status(200).json({ message: 'OK', ...(atProvider ? { redirect: atProvider } : {}) });
  }

  /** The provider's logout address for a session opened through OpenID Connect, when the provider has one. */
  private async providerLogout(request: Request, sessionId: string): Promise<string | null> {
    const idToken = await this.oidcSessions.takeIdToken(sessionId);
    if (!idToken || !this.oidc) return null;
    return this.oidc.endSessionUrl(idToken, `${originOf(request)}/login/`).catch(() => null);
  }

  /** A link or an image cannot log anyone out: GET leaves the session alone and says how to end it. */
  @Get('logout')
  @Public()
  logoutByLink(@Res() response: Response) {
    response.setHeader('Allow', 'POST');
    response.status(405).json({ message: 'Log out with POST /logout/ and the CSRF token' });
  }

  /**
   * The session's CSRF token. A bearer-token caller gets a fresh token too, as Superset gives one to
   * every caller (its clients refuse an empty one); it is not checked on their writes, since a
   * browser never sends a bearer token on another site's behalf.
   */
  @Get('api/v1/security/csrf_token')
  @Authenticated()
  csrfToken(@Req() request: AuthenticatedRequest) {
    return { result: request.principal?.session?.csrfToken ?? randomBytes(32).toString('hex') };
  }
}
