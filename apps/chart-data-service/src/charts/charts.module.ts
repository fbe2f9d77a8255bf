import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatasetEntity } from '../datasets/dataset.entity';
import { ChartListService } from './chart-list.service';
import { ChartObjectsHandlers } from './chart-objects.handlers';
import { ChartViewsService } from './chart-views.service';
import { ChartWritesService } from './chart-writes.service';
import { ChartEntity } from './chart.entity';
import { ChartFinder } from './chart.finder';
import { ChartsHandlers } from './charts.handlers';
import { DashboardContentHandlers } from './dashboard-content.handlers';
import { DashboardContentService } from './dashboard-content.service';
import { ClientsModule } from '../clients/clients.module';

/** Saved charts: CRUD, lists, their dashboards and tags, and the answers dashboards need about them. */
@Module({
  imports: [TypeOrmModule.forFeature([ChartEntity, DatasetEntity]), ClientsModule],
  controllers: [ChartsHandlers, DashboardContentHandlers, ChartObjectsHandlers],
  providers: [ChartFinder, ChartListService, ChartViewsService, ChartWritesService, DashboardContentService],
  exports: [ChartFinder, ChartViewsService, DashboardContentService, TypeOrmModule, ClientsModule],
})
export class ChartsModule {}
