import type { ColumnMetadata } from '@tessera/engines';
import type { ExampleTable } from '@tessera/examples';
import type { DatasetColumnEntity } from '../datasets/dataset-column.entity';
import type { DatasetMetricEntity } from '../datasets/dataset-metric.entity';
import type { DatasetEntity } from '../datasets/dataset.entity';
import { exampleUuid } from './example-uuids';

export type DatasetFields = Omit<Partial<DatasetEntity>, 'columns' | 'metrics'> & {
  columns: Partial<DatasetColumnEntity>[];
  metrics: Partial<DatasetMetricEntity>[];
};

/**
 * A physical dataset over an example table: its columns as the warehouse reports them (types,
 * temporal or not), its main datetime column and the table's metrics (COUNT(*), SUM(…)).
 */
export function exampleDataset(
  table: ExampleTable,
  introspected: readonly ColumnMetadata[],
  where: { databaseId: number; schema: string; ownerId: number },
): DatasetFields {
  const declared = new Map(table.columns.map((column) => [column.name, column]));
  return {
    uuid: exampleUuid('dataset', table.name),
    tableName: table.name,
    databaseId: where.databaseId,
    schemaName: where.schema,
    description: table.description,
    mainDttmCol: table.mainDttmCol,
    owners: [where.ownerId],
    createdBy: where.ownerId,
    changedBy: where.ownerId,
    columns: introspected.map((column) => {
      const example = declared.get(column.name);
      // Years stored as numbers are temporal through their date format, as in Superset's examples.
      const pythonDateFormat = example?.pythonDateFormat ?? null;
      return {
        columnName: column.name,
        type: column.longType,
        isDttm: column.isDttm || pythonDateFormat !== null,
        pythonDateFormat,
        description: example?.description ?? null,
        groupby: true,
        filterable: true,
        isActive: true,
      };
    }),
    metrics: table.metrics.map((metric) => ({
      metricName: metric.metric_name,
      expression: metric.expression,
      verboseName: metric.verbose_name,
      metricType: metric.metric_type,
    })),
  };
}
