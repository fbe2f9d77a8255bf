import { Module } from '@nestjs/common';
import { CssTemplatesModule } from './css-templates/css-templates.module';
import { DashboardsModule } from './dashboards/dashboards.module';
import { EmbeddedDashboardsModule } from './embedded/embedded-dashboards.module';
import { FilterStateModule } from './filter-state/filter-state.module';
import { LinksModule } from './links/links.module';
import { DashboardObjectsHandlers } from './objects/dashboard-objects.handlers';
import { PermalinksModule } from './permalinks/permalinks.module';

/** Dashboards, layout, native filters, permalinks, embedding and CSS templates. */
@Module({
  imports: [DashboardsModule, PermalinksModule, EmbeddedDashboardsModule, FilterStateModule, LinksModule, CssTemplatesModule],
  controllers: [DashboardObjectsHandlers],
})
export class DashboardServiceModule {}
