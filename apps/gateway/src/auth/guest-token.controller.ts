import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { badRequest, Dashboards, EmbeddedDashboards, ErrorCode, TesseraError } from '@tessera/contracts';
import { BusClient, serverText } from '@tessera/platform';
import { AccessTokens } from '../security/access-tokens';
import { RequirePermission } from './auth.decorators';
import { GuestTokenBody } from './guest-token.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Superset's guest tokens for `@superset-ui/embedded-sdk`: a short-lived grant to view dashboards. */
@Controller('api/v1/security')
export class GuestTokenController {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly bus: BusClient,
  ) {}

  @Post('guest_token')
  @RequirePermission('can_grant_guest_token', 'SecurityRestApi')
  @HttpCode(200)
  async guestToken(@Body() body: GuestTokenBody) {
    for (const resource of body.resources) await this.assertDashboardExists(resource.id);
    const token = this.tokens.issueGuest({
      user: body.user,
      resources: body.resources.map((resource) => ({ type: resource.type, id: resource.id })),
      rls: body.rls.map((rule) => (rule.dataset === undefined ? { clause: rule.clause } : { dataset: rule.dataset, clause: rule.clause })),
    });
    return { token };
  }

  /** The resource must name a dashboard: by embedded uuid, id or slug (Superset answers 400 otherwise). */
  private async assertDashboardExists(reference: string): Promise<void> {
    try {
      if (UUID.test(reference)) await this.bus.request(EmbeddedDashboards.byUuid, { uuid: reference });
      else await this.bus.request(Dashboards.get, { idOrSlug: reference });
    } catch (error) {
      if (error instanceof TesseraError && error.code === ErrorCode.NOT_FOUND)
        throw badRequest(serverText('Dashboard %s does not exist', reference));
      throw error;
    }
  }
}
