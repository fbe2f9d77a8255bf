import { Body, Controller, Get, Put, Req, Res } from '@nestjs/common';
import { MeUpdateBody, notFound, unauthorized } from '@tessera/contracts';
import { UserService } from '@tessera/security';
import type { Response } from 'express';
import { Authenticated } from './auth.decorators';
import type { AuthenticatedRequest } from './auth.guard';
import { IdentityDirectory } from '../security/identity-directory';
import { setSessionCookie } from './session-cookie';
import { SessionService } from './session.service';
import { TokenVersions } from './token-versions';

/** The current user (`/api/v1/me/`), their own changes, and their roles with permissions. */
@Controller('api/v1/me')
export class MeController {
  constructor(
    private readonly directory: IdentityDirectory,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly versions: TokenVersions,
  ) {}

  @Get()
  @Authenticated()
  async me(@Req() request: AuthenticatedRequest) {
    const user = await this.currentUser(request);
    return {
      result: {
        id: user.id,
        username: user.username,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        is_active: user.active,
        is_anonymous: false,
        login_count: user.loginCount ?? 0,
        locale: user.locale ?? null,
      },
    };
  }

  /**
   * Changes the caller's own name, password or language. A new password revokes every token and
   * session the user holds; a browser changing it gets a new session so it stays logged in.
   */
  @Put()
  @Authenticated()
  async update(@Req() request: AuthenticatedRequest, @Body() body: MeUpdateBody, @Res({ passthrough: true }) response: Response) {
    const { id } = await this.currentUser(request);
    const user = await this.users.update(id, {
      firstName: body.first_name,
      lastName: body.last_name,
      password: body.password,
      locale: body.locale,
    });
    // Cached copies of the user (with the language the next request is answered in) are stale.
    this.directory.forgetUser(id);
    await this.versions.announce(id, user.tokenVersion);
    if (body.password !== undefined) {
      await this.sessions.destroyForUser(id);
      if (request.principal?.session) setSessionCookie(request, response, await this.sessions.create(id, user.tokenVersion));
    }
    return {
      result: {
        id: user.id,
        username: user.username,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        locale: user.locale,
      },
    };
  }

  @Get('roles')
  @Authenticated()
  async roles(@Req() request: AuthenticatedRequest) {
    const user = await this.currentUser(request);
    const { roles, permissions } = await this.directory.rolesWithPermissions(user.id);
    return {
      result: {
        user_id: user.id,
        username: user.username,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        is_active: user.active,
        is_anonymous: false,
        roles,
        permissions,
      },
    };
  }

  private async currentUser(request: AuthenticatedRequest) {
    const userId = request.principal?.userId;
    if (userId === null || userId === undefined) throw unauthorized();
    const user = await this.directory.findUser(userId);
    if (!user) throw notFound();
    return user;
  }
}
