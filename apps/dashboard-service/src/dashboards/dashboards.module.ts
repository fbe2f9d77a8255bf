import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DashboardAccessPolicy } from './dashboard-access.policy';
import { ChartLinksClient } from '../charts/chart-links.client';
import { EmbeddedDashboardEntity } from './embedded-dashboard.entity';
import { RoleDirectoryClient } from '../roles/role-directory.client';
import { DashboardTagsClient } from '../tags/dashboard-tags.client';
import { DashboardBundlesHandlers } from './dashboard-bundles.handlers';
import { DashboardAssetsService } from './dashboard-assets.service';
import { DashboardBundlesService } from './dashboard-bundles.service';
import { DashboardChartsService } from './dashboard-charts.service';
import { DashboardContentService } from './dashboard-content.service';
import { DashboardCopyService } from './dashboard-copy.service';
import { DashboardListService } from './dashboard-list.service';
import { DashboardMetadataService } from './dashboard-metadata.service';
import { DashboardRoleEntity } from './dashboard-role.entity';
import { DashboardSliceEntity } from './dashboard-slice.entity';
import { DashboardViewRecorder } from './dashboard-view.recorder';
import { DashboardViewsService } from './dashboard-views.service';
import { DashboardWritesService } from './dashboard-writes.service';
import { DashboardEntity } from './dashboard.entity';
import { DashboardFinder } from './dashboard.finder';
import { DashboardsHandlers } from './dashboards.handlers';

@Module({
  imports: [TypeOrmModule.forFeature([DashboardEntity, DashboardSliceEntity, DashboardRoleEntity, EmbeddedDashboardEntity])],
  controllers: [DashboardsHandlers, DashboardBundlesHandlers],
  providers: [
    DashboardAccessPolicy,
    ChartLinksClient,
    RoleDirectoryClient,
    DashboardTagsClient,
    DashboardFinder,
    DashboardContentService,
    DashboardViewsService,
    DashboardListService,
    DashboardWritesService,
    DashboardCopyService,
    DashboardMetadataService,
    DashboardChartsService,
    DashboardViewRecorder,
    DashboardBundlesService,
    DashboardAssetsService,
  ],
  exports: [DashboardFinder, DashboardAccessPolicy, TypeOrmModule],
})
export class DashboardsModule {}
