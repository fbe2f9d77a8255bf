import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AccessTokens } from '../security/access-tokens';
import { Public } from './auth.decorators';
import { LoginBody } from './auth.dto';
import { LoginService } from './login.service';
import { OidcTokenExchange } from './oidc-token-exchange';
import { jwtError, PrincipalResolver, REVOKED_TOKEN } from './principal.resolver';
import { RefreshRotation } from './refresh-rotation';

/** Flask-AppBuilder's token API for scripts and Superset clients. */
@Controller('api/v1/security')
export class JwtAuthController {
  constructor(
    private readonly logins: LoginService,
    private readonly tokens: AccessTokens,
    private readonly rotation: RefreshRotation,
    private readonly principals: PrincipalResolver,
    private readonly oidcExchange: OidcTokenExchange,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  async login(@Body() body: LoginBody, @Req() request: Request) {
    const clientIp = request.ip ?? 'unknown';
    const user =
      body.provider === 'oidc'
        ? await this.oidcExchange.exchange(body.access_token!, clientIp)
        : await this.logins.verify(body.username, body.password, clientIp, 'Not authorized', body.provider);
    return {
      access_token: this.tokens.issueAccess(user.id, true, user.tokenVersion),
      ...(body.refresh ? { refresh_token: this.tokens.issueRefresh(user.id, user.tokenVersion) } : {}),
    };
  }

  /**
   * Exchanges a refresh token for a new access token and a new refresh token of the same family
   * (Superset answers only `access_token`; the extra field keeps its clients working).
   */
  @Post('refresh')
  @Public()
  @HttpCode(200)
  async refresh(@Req() request: Request) {
    const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw jwtError('Missing Authorization Header');
    const check = this.tokens.verifyRefresh(match[1].trim());
    if (!check.ok) throw jwtError(check.reason, check.status);
    const { userId, version } = check.claims;
    const user = await this.principals.currentUser(userId);
    if (!user || !user.active) throw jwtError('User not found or inactive');
    if (version !== user.tokenVersion || (await this.rotation.use(check.claims)) !== 'rotated') throw jwtError(REVOKED_TOKEN);
    const family = check.claims.family ?? check.claims.jti;
    return {
      access_token: this.tokens.issueAccess(userId, false, version),
      refresh_token: this.tokens.issueRefresh(userId, version, family),
    };
  }
}
