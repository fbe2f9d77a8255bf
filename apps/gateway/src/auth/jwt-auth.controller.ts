import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AccessTokens } from './access-tokens';
import { Public } from './auth.decorators';
import { LoginBody } from './auth.dto';
import { LoginService } from './login.service';
import { jwtError } from './principal.resolver';

/** Flask-AppBuilder's token API for scripts and Superset clients. */
@Controller('api/v1/security')
export class JwtAuthController {
  constructor(
    private readonly logins: LoginService,
    private readonly tokens: AccessTokens,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  async login(@Body() body: LoginBody, @Req() request: Request) {
    const user = await this.logins.verify(body.username, body.password, request.ip ?? 'unknown', 'Not authorized');
    return {
      access_token: this.tokens.issueAccess(user.id, true),
      ...(body.refresh ? { refresh_token: this.tokens.issueRefresh(user.id) } : {}),
    };
  }

  @Post('refresh')
  @Public()
  @HttpCode(200)
  refresh(@Req() request: Request) {
    const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw jwtError('Missing Authorization Header');
    const check = this.tokens.verifyRefresh(match[1].trim());
    if (!check.ok) throw jwtError(check.reason, check.status);
    return { access_token: this.tokens.issueAccess(check.claims.userId, false) };
  }
}
