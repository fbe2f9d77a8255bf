import { Controller, Get, Req } from '@nestjs/common';
import { notFound, unauthorized } from '@tessera/contracts';
import { Authenticated } from './auth.decorators';
import type { AuthenticatedRequest } from './auth.guard';
import { IdentityDirectory } from './identity-directory';

/** The current user (`/api/v1/me/`) and their roles with permissions. */
@Controller('api/v1/me')
export class MeController {
  constructor(private readonly directory: IdentityDirectory) {}

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
