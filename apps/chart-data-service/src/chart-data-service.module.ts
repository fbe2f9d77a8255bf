import { Module } from '@nestjs/common';
import { AccessObjectsModule } from './access-objects/access-objects.module';
import { BundlesModule } from './bundles/bundles.module';
import { ChartDataModule } from './chart-data/chart-data.module';
import { ChartsModule } from './charts/charts.module';
import { DatabasesModule } from './databases/databases.module';
import { DatasetsModule } from './datasets/datasets.module';
import { DynamicPluginsModule } from './dynamic-plugins/dynamic-plugins.module';
import { ExamplesModule } from './examples/examples.module';
import { ExploreModule } from './explore/explore.module';
import { TimeRangeModule } from './time-range/time-range.module';
import { UploadsModule } from './uploads/uploads.module';

/** Databases, datasets, charts, explore state, the chart-data pipeline and the chart plugins loaded at run time. */
@Module({
  imports: [
    DatabasesModule,
    AccessObjectsModule,
    DatasetsModule,
    ChartsModule,
    ExploreModule,
    ChartDataModule,
    TimeRangeModule,
    ExamplesModule,
    BundlesModule,
    UploadsModule,
    DynamicPluginsModule,
  ],
})
export class ChartDataServiceModule {}
