import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Authenticated, Public } from './auth.decorators';
import { SessionLoginBody } from './auth.dto';
import type { AuthenticatedRequest } from './auth.guard';
import { LoginService } from './login.service';
import { SESSION_COOKIE } from './principal.resolver';
import { SessionService } from './session.service';

/** Only redirect to paths on this site after login. */
function safeNext(next: unknown): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : '/superset/welcome/';
}

/** The SPA's cookie login (`POST /login/`), logout and CSRF token. */
@Controller()
export class SessionAuthController {
  constructor(
    private readonly logins: LoginService,
    private readonly sessions: SessionService,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  async login(@Body() body: SessionLoginBody, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const user = await this.logins.verify(body.username, body.password, request.ip ?? 'unknown', 'Invalid login. Please try again.');
    const { cookieValue, expires } = await this.sessions.create(user.id);
    response.cookie(SESSION_COOKIE, cookieValue, { httpOnly: true, sameSite: 'lax', secure: request.secure, expires, path: '/' });
    if (request.is('application/x-www-form-urlencoded') && !request.accepts('json')) {
      response.redirect(302, safeNext(body.next));
      return undefined;
    }
    return { result: { id: user.id, username: user.username, first_name: user.firstName, last_name: user.lastName } };
  }

  @Get('logout')
  @Public()
  async logout(@Req() request: AuthenticatedRequest, @Res() response: Response) {
    if (request.principal?.session) await this.sessions.destroy(request.principal.session.id);
    response.clearCookie(SESSION_COOKIE, { path: '/' });
    response.redirect(302, '/login/');
  }

  @Get('api/v1/security/csrf_token')
  @Authenticated()
  csrfToken(@Req() request: AuthenticatedRequest) {
    return { result: request.principal?.session?.csrfToken ?? '' };
  }
}
