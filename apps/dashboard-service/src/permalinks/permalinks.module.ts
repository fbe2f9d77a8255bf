import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DashboardsModule } from '../dashboards/dashboards.module';
import { DashboardPermalinkEntity } from './dashboard-permalink.entity';
import { PermalinksHandlers } from './permalinks.handlers';
import { PermalinksService } from './permalinks.service';

@Module({
  imports: [DashboardsModule, TypeOrmModule.forFeature([DashboardPermalinkEntity])],
  controllers: [PermalinksHandlers],
  providers: [PermalinksService],
})
export class PermalinksModule {}
