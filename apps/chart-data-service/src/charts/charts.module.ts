import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientsModule } from '../clients/clients.module';
import { DatabaseEntity } from '../connections/database.entity';
import { DatabaseFinder } from '../connections/database.finder';
import { DatasetEntity } from '../datasets/dataset.entity';
import { DatasetFinder } from '../datasets/dataset.finder';
import { ChartListService } from './chart-list.service';
import { ChartObjectsHandlers } from './chart-objects.handlers';
import { ChartViewsService } from './chart-views.service';
import { ChartWritesService } from './chart-writes.service';
import { ChartEntity } from './chart.entity';
import { ChartFinder } from './chart.finder';
import { ChartsHandlers } from './charts.handlers';
import { DashboardContentHandlers } from './dashboard-content.handlers';
import { DashboardContentService } from './dashboard-content.service';
import { DatabaseRelatedService } from './database-related.service';
import { DatasetRelatedHandlers } from './dataset-related.handlers';
import { DatasetRelatedService } from './dataset-related.service';

/**
 * Saved charts: CRUD, lists, their dashboards and tags, and the answers dashboards need about them.
 * The dataset and database finders (a repository and the read rule, nothing else) are provided here too rather than
 * importing the datasets module, which would bring database connections into every chart test.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ChartEntity, DatasetEntity, DatabaseEntity]), ClientsModule],
  controllers: [ChartsHandlers, DashboardContentHandlers, ChartObjectsHandlers, DatasetRelatedHandlers],
  providers: [
    ChartFinder,
    ChartListService,
    ChartViewsService,
    ChartWritesService,
    DashboardContentService,
    DatasetRelatedService,
    DatabaseRelatedService,
    DatasetFinder,
    DatabaseFinder,
  ],
  exports: [ChartFinder, ChartViewsService, DashboardContentService, TypeOrmModule, ClientsModule],
})
export class ChartsModule {}
