import type { DatasetEntity } from './dataset.entity';

/** A dataset's name as Superset shows it: `schema.table`, or the table alone. */
export function datasetName(dataset: Pick<DatasetEntity, 'schemaName' | 'tableName'>): string {
  return dataset.schemaName ? `${dataset.schemaName}.${dataset.tableName}` : dataset.tableName;
}

/** Where a dataset opens in Explore: its own default endpoint, else the Explore page on it. */
export function datasetExploreUrl(dataset: Pick<DatasetEntity, 'id' | 'defaultEndpoint'>): string {
  return dataset.defaultEndpoint || `/explore/?datasource_type=table&datasource_id=${dataset.id}`;
}
