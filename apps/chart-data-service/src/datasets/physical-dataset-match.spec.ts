import { datasetIdsPerTable, type PhysicalDatasetLocation } from './physical-dataset-match';

const dataset = (id: number, tableName: string, schema: string | null, catalog: string | null = null): PhysicalDatasetLocation => ({
  id,
  tableName,
  schema,
  catalog,
});

describe('datasetIdsPerTable', () => {
  const datasets = [
    dataset(1, 'sales', 'public'),
    dataset(2, 'sales', null),
    dataset(3, 'sales', 'hr'),
    dataset(4, 'regions', 'public', 'main'),
    dataset(5, 'Sales', 'public'),
  ];

  it('matches table name and schema, datasets without a schema living in the default one', () => {
    expect(
      datasetIdsPerTable(
        datasets,
        [
          { table: 'sales', schema: 'public' },
          { table: 'sales', schema: 'hr' },
          { table: 'salaries', schema: 'hr' },
        ],
        'public',
      ),
    ).toEqual([[1, 2], [3], []]);
    expect(datasetIdsPerTable(datasets, [{ table: 'sales', schema: 'public' }], 'other')).toEqual([[1]]);
  });

  it('matches datasets without a schema when neither the script nor the database has one', () => {
    expect(datasetIdsPerTable(datasets, [{ table: 'sales', schema: null }], null)).toEqual([[2]]);
  });

  it('requires the catalog the script names', () => {
    expect(
      datasetIdsPerTable(
        datasets,
        [
          { table: 'regions', schema: 'public', catalog: 'main' },
          { table: 'regions', schema: 'public', catalog: 'other' },
        ],
        'public',
      ),
    ).toEqual([[4], []]);
    expect(datasetIdsPerTable(datasets, [{ table: 'regions', schema: 'public' }], 'public')).toEqual([[4]]);
  });
});
