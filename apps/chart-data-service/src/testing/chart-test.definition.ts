import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@tessera/platform';
import { DataSource } from 'typeorm';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetColumnEntity } from '../datasets/dataset-column.entity';
import { DatasetMetricEntity } from '../datasets/dataset-metric.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { ExplorePermalinkEntity } from '../explore/explore-permalink.entity';
import { ExploreModule } from '../explore/explore.module';
import { CreateDatabaseAndDatasetTables1790000000200 } from '../migrations/1790000000200-create-database-and-dataset-tables';
import { CreateChartTables1790000000250 } from '../migrations/1790000000250-create-chart-tables';
import { ChartEntity } from '../charts/chart.entity';
import { ChartsModule } from '../charts/charts.module';

@Module({ imports: [ChartsModule, ExploreModule] })
class ChartsTestModule {}

/** The chart-data service as far as charts and Explore go, over the database and dataset tables. */
export const chartsTestDefinition: ServiceDefinition = {
  name: 'charts',
  schema: 'charts',
  entities: [DatabaseEntity, DatasetEntity, DatasetColumnEntity, DatasetMetricEntity, ChartEntity, ExplorePermalinkEntity],
  migrations: [CreateDatabaseAndDatasetTables1790000000200, CreateChartTables1790000000250],
  module: ChartsTestModule,
};

/** The datasets the tests use: two in `examples` (public and private schemas), one in `warehouse`. */
export interface SeededDatasets {
  sales: DatasetEntity;
  ledger: DatasetEntity;
  secrets: DatasetEntity;
}

/** Writes two databases and three datasets (with columns and metrics) straight into the tables. */
export async function seedDatasets(dataSource: DataSource): Promise<SeededDatasets> {
  const databases = dataSource.getRepository(DatabaseEntity);
  const examples = await databases.save(
    databases.create({ databaseName: 'examples', engine: 'postgresql', sqlalchemyUri: 'postgresql://x@localhost/examples', extra: '{}' }),
  );
  const warehouse = await databases.save(
    databases.create({ databaseName: 'warehouse', engine: 'duckdb', sqlalchemyUri: 'duckdb:///warehouse.db', extra: '{}' }),
  );
  const datasets = dataSource.getRepository(DatasetEntity);
  const dataset = (tableName: string, databaseId: number, schemaName: string, owners: number[]) =>
    datasets.save(
      datasets.create({
        tableName,
        databaseId,
        schemaName,
        owners,
        mainDttmCol: 'ds',
        columns: [
          { columnName: 'ds', type: 'TIMESTAMP', isDttm: true } as DatasetColumnEntity,
          { columnName: 'country', type: 'VARCHAR(64)', verboseName: 'Country' } as DatasetColumnEntity,
          {
            columnName: 'revenue',
            type: 'NUMERIC(12,2)',
            extra: JSON.stringify({ certification: { certified_by: 'Finance', details: 'Audited' } }),
          } as DatasetColumnEntity,
        ],
        metrics: [{ metricName: 'count', expression: 'COUNT(*)', d3format: ',d' } as DatasetMetricEntity],
      }),
    );
  return {
    sales: await dataset('sales', examples.id, 'public', [1]),
    ledger: await dataset('ledger', warehouse.id, 'finance', []),
    secrets: await dataset('secrets', examples.id, 'private', []),
  };
}
