import { Module } from '@nestjs/common';
import { DashboardsModule } from '../dashboards/dashboards.module';
import { ChartLinksHandlers } from './chart-links.handlers';
import { ChartLinksService } from './chart-links.service';

/** Chart ↔ dashboard links as the chart service asks for them. */
@Module({
  imports: [DashboardsModule],
  controllers: [ChartLinksHandlers],
  providers: [ChartLinksService],
})
export class LinksModule {}
