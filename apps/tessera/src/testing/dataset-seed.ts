import { Client } from 'pg';

export interface SeedColumn {
  name: string;
  type: string;
  isDttm?: boolean;
}

/**
 * Registers a dataset straight in the chart-data service's tables, for pipeline tests that must not
 * depend on the dataset API. Returns the dataset id.
 */
export async function seedDataset(
  metadataUrl: string,
  dataset: {
    databaseId: number;
    tableName: string;
    schema?: string | null;
    sql?: string | null;
    mainDttmCol?: string | null;
    columns: SeedColumn[];
    metrics?: { name: string; expression: string }[];
  },
): Promise<number> {
  const client = new Client({ connectionString: metadataUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'INSERT INTO charts.dataset (table_name, database_id, schema, sql, main_dttm_col, owners) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [dataset.tableName, dataset.databaseId, dataset.schema ?? null, dataset.sql ?? null, dataset.mainDttmCol ?? null, [1]],
    );
    const id = rows[0].id as number;
    for (const column of dataset.columns) {
      await client.query('INSERT INTO charts.dataset_column (dataset_id, column_name, type, is_dttm) VALUES ($1, $2, $3, $4)', [
        id,
        column.name,
        column.type,
        column.isDttm ?? false,
      ]);
    }
    for (const metric of [{ name: 'count', expression: 'COUNT(*)' }, ...(dataset.metrics ?? [])]) {
      await client.query('INSERT INTO charts.dataset_metric (dataset_id, metric_name, expression) VALUES ($1, $2, $3)', [
        id,
        metric.name,
        metric.expression,
      ]);
    }
    return id;
  } finally {
    await client.end();
  }
}
