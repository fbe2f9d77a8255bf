import { Module } from '@nestjs/common';
import { BundlesModule } from './bundles/bundles.module';
import { ChartDataModule } from './chart-data/chart-data.module';
import { ChartsModule } from './charts/charts.module';
import { DatabasesModule } from './databases/databases.module';
import { ExploreModule } from './explore/explore.module';

/** Databases, datasets, charts, explore state and the chart-data pipeline. */
@Module({ imports: [DatabasesModule, ChartsModule, ExploreModule, ChartDataModule, BundlesModule] })
export class ChartDataServiceModule {}
