import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DashboardsModule } from '../dashboards/dashboards.module';
import { EmbeddedDashboardEntity } from '../dashboards/embedded-dashboard.entity';
import { EmbeddedDashboardsHandlers } from './embedded-dashboards.handlers';
import { EmbeddedDashboardsService } from './embedded-dashboards.service';

@Module({
  imports: [DashboardsModule, TypeOrmModule.forFeature([EmbeddedDashboardEntity])],
  controllers: [EmbeddedDashboardsHandlers],
  providers: [EmbeddedDashboardsService],
})
export class EmbeddedDashboardsModule {}
