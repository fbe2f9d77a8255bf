import { Controller, Get, Inject, Req } from '@nestjs/common';
import { TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { Authenticated, RequirePermission } from '../auth/auth.decorators';
import type { AuthenticatedRequest } from '../auth/auth.guard';
import type { Principal } from '../auth/principal';
import { menuFor } from './superset-menu';

/** Superset's navigation APIs: the caller's menu and the domains chart data may be spread over. */
@Controller('api/v1')
export class MenuController {
  constructor(@Inject(TESSERA_CONFIG) private readonly config: TesseraConfig) {}

  @Get('menu')
  @Authenticated()
  menu(@Req() request: AuthenticatedRequest) {
    return { result: menuFor(request.principal as Principal) };
  }

  @Get('available_domains')
  @RequirePermission('can_read', 'AvailableDomains')
  availableDomains() {
    return { result: { domains: this.config.webserverDomains } };
  }
}
