import { Controller, Get, HttpCode, Param } from '@nestjs/common';
import { UserService } from '@tessera/security';
import { Authenticated } from '../auth/auth.decorators';
import { ParseIdPipe } from '../http/id-param.pipe';

/**
 * Superset's `GET /api/v1/user/{id}/avatar.png`: a redirect to the user's avatar when one is known,
 * else 204 No Content, which the SPA answers with initials. Superset learns avatars only from Slack
 * (`SlackEnableAvatars` with a Slack token); Tessera has no Slack link, so with the flag on or off
 * there is no avatar to send and every existing user gets the 204. An unknown user is a 404.
 */
@Controller('api/v1/user')
export class UserAvatarsController {
  constructor(private readonly users: UserService) {}

  @Get(':id/avatar.png')
  @Authenticated()
  @HttpCode(204)
  async avatar(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.users.get(id);
  }
}
