import { Module } from '@nestjs/common';
import { DashboardsModule } from './dashboards/dashboards.module';
import { EmbeddedDashboardsModule } from './embedded/embedded-dashboards.module';
import { FilterStateModule } from './filter-state/filter-state.module';
import { LinksModule } from './links/links.module';
import { DashboardObjectsHandlers } from './objects/dashboard-objects.handlers';
import { PermalinksModule } from './permalinks/permalinks.module';

/** Dashboards, layout, native filters, permalinks and embedding. */
@Module({
  imports: [DashboardsModule, PermalinksModule, EmbeddedDashboardsModule, FilterStateModule, LinksModule],
  controllers: [DashboardObjectsHandlers],
})
export class DashboardServiceModule {}
