import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnnotationsModule } from '../annotations/annotations.module';
import { ChartEntity } from '../charts/chart.entity';
import { ChartsModule } from '../charts/charts.module';
import { ClientsModule } from '../clients/clients.module';
import { ConnectionsModule } from '../connections/connections.module';
import { DatasetEntity } from '../datasets/dataset.entity';
import { AnnotationDataLoader } from './annotation-data.loader';
import { AsyncChartDataService } from './async-chart-data.service';
import { CacheInvalidationService } from './cache-invalidation.service';
import { CacheWarmUpService } from './cache-warm-up.service';
import { ChartCacheHandlers } from './chart-cache.handlers';
import { ChartDataHandlers } from './chart-data.handlers';
import { ChartDataService } from './chart-data.service';
import { ChartDatasetLoader } from './chart-dataset.loader';
import { GuestChartScopeCache } from './guest-chart-scope.cache';
import { LoadedDatasetCache } from './loaded-dataset.cache';
import { QueryObjectProcessor } from './query-object.processor';
import { SavedChartContexts } from './saved-chart-contexts';

/** The chart-data pipeline: compile, execute, post-process, cache (invalidated and warmed up on request); synchronous and as async jobs. */
@Module({
  imports: [TypeOrmModule.forFeature([DatasetEntity, ChartEntity]), ConnectionsModule, ChartsModule, AnnotationsModule, ClientsModule],
  controllers: [ChartDataHandlers, ChartCacheHandlers],
  providers: [
    AnnotationDataLoader,
    LoadedDatasetCache,
    GuestChartScopeCache,
    ChartDatasetLoader,
    QueryObjectProcessor,
    ChartDataService,
    AsyncChartDataService,
    SavedChartContexts,
    CacheInvalidationService,
    CacheWarmUpService,
  ],
})
export class ChartDataModule {}
