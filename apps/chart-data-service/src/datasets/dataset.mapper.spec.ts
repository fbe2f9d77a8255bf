import type { DatabaseEntity } from '../connections/database.entity';
import type { LoadedDataset } from './dataset-data.mapper';
import type { DatasetEntity } from './dataset.entity';
import { toDatasetListRow, toDatasetObjectSummary, toDatasetView } from './dataset.mapper';

const at = new Date('2026-01-01T00:00:00Z');
const database = {
  id: 2,
  databaseName: 'examples',
  engine: 'postgresql',
  extra: '{}',
  configurationMethod: 'sqlalchemy_form',
} as DatabaseEntity;
const dataset = {
  id: 7,
  uuid: 'b0b0b0b0-0000-4000-8000-000000000007',
  tableName: 'births',
  databaseId: 2,
  database,
  catalog: null,
  schemaName: 'public',
  sql: null,
  description: null,
  mainDttmCol: 'ds',
  defaultEndpoint: null,
  offset: 0,
  cacheTimeout: null,
  isSqllabView: false,
  templateParams: null,
  extra: null,
  isManagedExternally: false,
  externalUrl: null,
  filterSelectEnabled: true,
  fetchValuesPredicate: null,
  normalizeColumns: false,
  alwaysFilterMainDttm: false,
  version: 1,
  owners: [1],
  createdOn: at,
  changedOn: at,
  createdBy: 1,
  changedBy: 1,
  columns: [
    {
      id: 11,
      uuid: 'c1',
      columnName: 'ds',
      type: 'TIMESTAMP WITHOUT TIME ZONE',
      isDttm: true,
      isActive: true,
      filterable: true,
      groupby: true,
      createdOn: at,
      changedOn: at,
    },
    {
      id: 12,
      uuid: 'c2',
      columnName: 'num',
      type: 'INTEGER',
      isDttm: false,
      isActive: true,
      filterable: true,
      groupby: true,
      createdOn: at,
      changedOn: at,
    },
  ],
  metrics: [
    {
      id: 21,
      uuid: 'm1',
      metricName: 'count',
      expression: 'COUNT(*)',
      currency: '{"symbol":"EUR","symbolPosition":"suffix"}',
      createdOn: at,
      changedOn: at,
    },
    { id: 22, uuid: 'm2', metricName: 'total', expression: 'SUM(num)', currency: 'not json', createdOn: at, changedOn: at },
  ],
} as unknown as LoadedDataset;
const users = new Map([[1, { id: 1, first_name: 'Ada', last_name: 'Admin' }]]);

describe('dataset mapper', () => {
  it('shows a dataset with its datasource key, kind, typed columns and currencies', () => {
    const view = toDatasetView(dataset, users, at);
    expect(view).toMatchObject({
      id: 7,
      uid: '7__table',
      name: 'public.births',
      kind: 'physical',
      datasource_type: 'table',
      database: { id: 2, database_name: 'examples', backend: 'postgresql' },
    });
    expect(view.columns.map((c) => [c.column_name, c.type_generic])).toEqual([
      ['ds', 2],
      ['num', 0],
    ]);
    expect(view.metrics.map((m) => m.currency)).toEqual([{ symbol: 'EUR', symbolPosition: 'suffix' }, null]);
    expect(view.granularity_sqla).toEqual([['ds', 'ds']]);
    expect(view.owners).toEqual([{ id: 1, first_name: 'Ada', last_name: 'Admin' }]);
  });

  it('lists virtual datasets as such and names them for other services', () => {
    const virtual = { ...dataset, sql: 'SELECT 1' } as DatasetEntity;
    expect(toDatasetListRow(virtual, database, users, at)).toMatchObject({
      kind: 'virtual',
      changed_by_name: 'Ada Admin',
      database: { id: 2, database_name: 'examples' },
    });
    expect(toDatasetObjectSummary(virtual, users, true)).toMatchObject({ type: 'dataset', id: 7, name: 'public.births', editable: true });
  });
});
