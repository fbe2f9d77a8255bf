import { Controller, Get, Inject, Optional, Query, Req, Res } from '@nestjs/common';
import { notFound, TesseraError } from '@tessera/contracts';
import { TESSERA_CONFIG, type TesseraConfig, serverText } from '@tessera/platform';
import type { Request, Response } from 'express';
import { ExternalLogins } from '../sso/external-logins';
import { OidcRelyingParty } from '../sso/oidc/oidc-relying-party';
import { Public } from './auth.decorators';
import { OidcSessions } from './oidc-sessions';
import { setSessionCookie } from './session-cookie';
import { SessionService } from './session.service';
import { TokenVersions } from './token-versions';

const STATE_COOKIE = 'oidc_state';

/** Only same-site paths after login. */
export function safeNext(next: unknown): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : '/superset/welcome/';
}

/** The address the browser used to reach this site (behind a trusted proxy, the proxy's). */
export function originOf(request: Request): string {
  return `${request.protocol}://${request.get('host')}`;
}

/** Back to the login page, which shows `message`. */
function toLoginPage(response: Response, message: string): void {
  response.redirect(302, `/login/?sso_error=${encodeURIComponent(message)}`);
}

/**
 * Logging in through OpenID Connect, and what the login page offers. `GET /login/oidc` sends the
 * browser to the provider; the provider sends it back to `GET /login/oidc/callback`, which checks
 * the answer, admits the person (registration, roles from the groups claim) and opens a cookie
 * session like the password login, then goes home (or to `next`).
 */
@Controller()
export class OidcLoginController {
  constructor(
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
    @Optional() @Inject(OidcRelyingParty) private readonly oidc: OidcRelyingParty | null,
    private readonly logins: ExternalLogins,
    private readonly sessions: SessionService,
    private readonly oidcSessions: OidcSessions,
    private readonly versions: TokenVersions,
  ) {}

  /** The login page's choices: the password form (and whether it binds to LDAP) and the single-sign-on buttons. */
  @Get('api/v1/security/login_providers')
  @Public()
  providers() {
    const { type, localLogin } = this.config.sso;
    const passwordForm = type === 'db' || type === 'ldap' || localLogin;
    return {
      result: {
        auth_type: type,
        local_login: localLogin,
        password_form: passwordForm,
        providers: this.oidc ? [{ id: 'oidc', name: this.oidc.providerName, url: '/login/oidc' }] : [],
      },
    };
  }

  @Get('login/oidc')
  @Public()
  async start(@Query('next') next: unknown, @Req() request: Request, @Res() response: Response) {
    const oidc = this.requireOidc();
    const { url, pending } = await oidc.start(originOf(request), safeNext(next));
    await this.oidcSessions.rememberPending(pending);
    // Ties the callback to this browser: a callback carrying someone else's state is refused.
    response.cookie(STATE_COOKIE, pending.state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.secure,
      maxAge: 600_000,
      path: '/login/oidc',
    });
    response.redirect(302, url);
  }

  @Get('login/oidc/callback')
  @Public()
  async callback(@Req() request: Request, @Res() response: Response) {
    const oidc = this.requireOidc();
    response.clearCookie(STATE_COOKIE, { path: '/login/oidc' });
    const state = typeof request.query.state === 'string' ? request.query.state : '';
    const pending = state && state === request.cookies?.[STATE_COOKIE] ? await this.oidcSessions.takePending(state) : null;
    if (!pending) return toLoginPage(response, 'The sign-in took too long or was started elsewhere. Please try again.');
    if (typeof request.query.error === 'string') {
      const detail = typeof request.query.error_description === 'string' ? request.query.error_description : request.query.error;
      return toLoginPage(response, `${oidc.providerName} did not sign you in: ${detail}`);
    }
    const query = request.originalUrl.includes('?') ? request.originalUrl.slice(request.originalUrl.indexOf('?')) : '';
    let login;
    try {
      login = await oidc.finish(query, pending);
    } catch (error) {
      return toLoginPage(response, `${oidc.providerName}'s answer could not be checked: ${(error as Error).message}`);
    }
    let user;
    try {
      user = await this.logins.admit('oidc', login.identity);
    } catch (error) {
      if (error instanceof TesseraError) return toLoginPage(response, error.message);
      throw error;
    }
    await this.versions.announce(user.id, user.tokenVersion);
    const session = await this.sessions.create(user.id, user.tokenVersion);
    if (login.idToken) await this.oidcSessions.rememberIdToken(session.session.id, login.idToken);
    setSessionCookie(request, response, session);
    response.redirect(302, pending.next);
  }

  private requireOidc(): OidcRelyingParty {
    if (!this.oidc) throw notFound(serverText('OpenID Connect is not configured (TESSERA_OIDC_ISSUER, TESSERA_OIDC_CLIENT_ID)'));
    return this.oidc;
  }
}
