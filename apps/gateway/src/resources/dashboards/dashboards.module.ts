import { Module, type OnModuleInit } from '@nestjs/common';
import { DASHBOARD_LIST_SPEC } from '@tessera/contracts';
import { RestResourceRegistry } from '../../rest/resource-registry';
import { CssTemplatesController } from '../css-templates/css-templates.controller';
import { DashboardSharingController } from './dashboard-sharing.controller';
import { DashboardsController } from './dashboards.controller';
import { EmbeddedDashboardController } from './embedded-dashboard.controller';

/**
 * The dashboard REST resource, with the CSS templates dashboards pick from. The shared routes
 * (`_info`, `related/…`, `favorite_status/`, `…/favorites/`) come from the registry entry, so the
 * module holding them must be registered before this one. The CSS templates' controller sits here
 * rather than in a module of its own: Nest registers a nested module's routes after the SPA's
 * catch-all, which would then answer their GETs.
 */
@Module({ controllers: [DashboardSharingController, DashboardsController, EmbeddedDashboardController, CssTemplatesController] })
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
