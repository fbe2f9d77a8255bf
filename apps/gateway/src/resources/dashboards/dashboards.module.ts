import { Module, type OnModuleInit } from '@nestjs/common';
import { DASHBOARD_LIST_SPEC } from '@tessera/contracts';
import { RestResourceRegistry } from '../../rest/resource-registry';
import { DashboardSharingController } from './dashboard-sharing.controller';
import { DashboardsController } from './dashboards.controller';
import { EmbeddedDashboardController } from './embedded-dashboard.controller';

/**
 * The dashboard REST resource. The shared routes (`_info`, `related/…`, `favorite_status/`, `…/favorites/`)
 * come from the registry entry, so the module holding them must be registered before this one.
 */
@Module({ controllers: [DashboardSharingController, DashboardsController, EmbeddedDashboardController] })
export class DashboardsRestModule implements OnModuleInit {
  constructor(private readonly registry: RestResourceRegistry) {}

  onModuleInit() {
    this.registry.register({
      name: 'dashboard',
      viewMenu: 'Dashboard',
      spec: DASHBOARD_LIST_SPEC,
      userRelatedFields: ['owners', 'created_by', 'changed_by'],
      favoriteType: 'dashboard',
    });
  }
}
