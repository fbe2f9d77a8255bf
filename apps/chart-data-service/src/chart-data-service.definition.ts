import type { ServiceDefinition } from '@tessera/platform';
import { AnnotationLayerEntity } from './annotations/annotation-layer.entity';
import { AnnotationEntity } from './annotations/annotation.entity';
import { ChartDataServiceModule } from './chart-data-service.module';
import { ChartEntity } from './charts/chart.entity';
import { DatabaseEntity } from './connections/database.entity';
import { DatasetColumnEntity } from './datasets/dataset-column.entity';
import { DatasetMetricEntity } from './datasets/dataset-metric.entity';
import { DatasetEntity } from './datasets/dataset.entity';
import { DynamicPluginEntity } from './dynamic-plugins/dynamic-plugin.entity';
import { ExplorePermalinkEntity } from './explore/explore-permalink.entity';
import { CreateDatabaseAndDatasetTables1790000000200 } from './migrations/1790000000200-create-database-and-dataset-tables';
import { CreateChartTables1790000000250 } from './migrations/1790000000250-create-chart-tables';
import { CreateAnnotationTables1790000000300 } from './migrations/1790000000300-create-annotation-tables';
import { CreateDynamicPlugins1790000000370 } from './migrations/1790000000370-create-dynamic-plugins';

/** The chart-data service: runs in its own process in cluster mode and inside the embedded process otherwise. */
export const chartDataServiceDefinition: ServiceDefinition = {
  name: 'charts',
  schema: 'charts',
  entities: [
    DatabaseEntity,
    DatasetEntity,
    DatasetColumnEntity,
    DatasetMetricEntity,
    ChartEntity,
    ExplorePermalinkEntity,
    AnnotationLayerEntity,
    AnnotationEntity,
    DynamicPluginEntity,
  ],
  migrations: [
    CreateDatabaseAndDatasetTables1790000000200,
    CreateChartTables1790000000250,
    CreateAnnotationTables1790000000300,
    CreateDynamicPlugins1790000000370,
  ],
  module: ChartDataServiceModule,
};
