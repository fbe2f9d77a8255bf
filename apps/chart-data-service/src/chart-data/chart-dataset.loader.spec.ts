import { ErrorCode, SupersetErrorType, type Caller } from '@tessera/contracts';
import { newServiceTest } from '@tessera/platform/testing';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { ChartEntity } from '../charts/chart.entity';
import { DashboardLinksClient } from '../clients/dashboard-links.client';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetColumnEntity } from '../datasets/dataset-column.entity';
import { DatasetMetricEntity } from '../datasets/dataset-metric.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { ChartDatasetLoader } from './chart-dataset.loader';
import { GuestChartScopeCache } from './guest-chart-scope.cache';
import { LoadedDatasetCache } from './loaded-dataset.cache';

const caller = (accessPermissions: string[], extra: Partial<Caller> = {}) =>
  ({ userId: 1, username: 'alice', roles: ['Gamma'], accessPermissions, ...extra }) as Caller;
const guest = caller([], { userId: undefined, guestScope: { resources: [{ type: 'dashboard', id: '9' }], rls: [] } } as Partial<Caller>);

const sales = () =>
  Object.assign(new DatasetEntity(), {
    id: 5,
    databaseId: 2,
    database: Object.assign(new DatabaseEntity(), { id: 2, databaseName: 'warehouse', engine: 'postgresql' }),
    catalog: null,
    schemaName: 'public',
    tableName: 'sales',
    sql: null,
    mainDttmCol: 'sold_at',
    columns: [
      Object.assign(new DatasetColumnEntity(), {
        columnName: 'region',
        type: null,
        isActive: true,
        isDttm: false,
        expression: null,
        filterable: true,
        groupby: true,
        pythonDateFormat: null,
      }),
      Object.assign(new DatasetColumnEntity(), { columnName: 'retired', type: 'TEXT', isActive: false }),
    ],
    metrics: [Object.assign(new DatasetMetricEntity(), { metricName: 'count', expression: 'COUNT(*)', d3format: null })],
  });

function setup() {
  // The two caches are the real ones: whether a second request reads the store again is a rule of the loader.
  const overrides = new Map<unknown, unknown>([
    [LoadedDatasetCache, new LoadedDatasetCache({ subscribers: [] } as unknown as DataSource)],
    [GuestChartScopeCache, new GuestChartScopeCache()],
  ]);
  const test = newServiceTest(ChartDatasetLoader, overrides);
  const datasets = test.repository(DatasetEntity);
  datasets.findOne.mockImplementation((async () => sales()) as never);
  const charts = test.repository(ChartEntity);
  const dashboards = test.mock(DashboardLinksClient);
  return { ...test, datasets, charts, dashboards };
}

describe('ChartDatasetLoader', () => {
  it('refuses a datasource type other than a table before reading the store', async () => {
    const { sut, datasets } = setup();
    await expect(sut.load({ id: 5, type: 'query' }, caller([]))).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      message: 'Datasource type query is not supported for chart data',
      explicitErrorType: SupersetErrorType.UNKNOWN_DATASOURCE_TYPE_ERROR,
    });
    expect(datasets.findOne).not.toHaveBeenCalled();
  });

  it('answers an id that is not a positive integer, and a dataset that is gone, as not found', async () => {
    const { sut, datasets } = setup();
    await expect(sut.load({ id: 'abc', type: 'table' }, caller([]))).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: 'The datasource does not exist',
    });
    await expect(sut.load({ id: 0, type: 'table' }, caller([]))).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(datasets.findOne).not.toHaveBeenCalled();
    datasets.findOne.mockResolvedValueOnce(null);
    await expect(sut.load({ id: 6, type: 'table' }, caller([]))).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: 'The datasource does not exist',
    });
  });

  it('refuses a caller without a grant on the dataset, its schema or its database, naming the table', async () => {
    const { sut } = setup();
    await expect(sut.load({ id: 5, type: 'table' }, caller(['datasource_access|[warehouse].[orders](id:6)']))).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: 'You need access to the following tables: sales, all database access or all datasource access',
      explicitErrorType: SupersetErrorType.DATASOURCE_SECURITY_ACCESS_ERROR,
    });
  });

  it('lets in a grant on the dataset, its schema, its database, all data, or an admin', async () => {
    const { sut } = setup();
    for (const permissions of [
      ['datasource_access|[warehouse].[sales](id:5)'],
      ['schema_access|[warehouse].[public]'],
      ['database_access|[warehouse].(id:2)'],
      ['all_datasource_access|all_datasource_access'],
    ]) {
      await expect(sut.load({ id: 5, type: 'table' }, caller(permissions))).resolves.toMatchObject({ entity: { id: 5 } });
    }
    await expect(sut.load({ id: '5', type: 'dataset' }, caller([], { roles: ['Admin'] }))).resolves.toMatchObject({ entity: { id: 5 } });
  });

  it('describes the dataset to the compiler with its active columns only', async () => {
    const { sut } = setup();
    const { definition, database } = await sut.load({ id: 5, type: 'table' }, caller([], { roles: ['Admin'] }));
    expect(database.id).toBe(2);
    expect(definition).toMatchObject({ id: 5, engine: 'postgresql', schema: 'public', tableName: 'sales', mainDttmCol: 'sold_at' });
    expect(definition.columns).toEqual([
      { columnName: 'region', type: '', isDttm: false, expression: null, filterable: true, groupby: true, pythonDateFormat: null },
    ]);
    expect(definition.metrics).toEqual([{ metricName: 'count', expression: 'COUNT(*)', d3format: null }]);
  });

  it('reads a dataset from the store once for a burst of requests, and checks each caller anyway', async () => {
    const { sut, datasets } = setup();
    await sut.load({ id: 5, type: 'table' }, caller([], { roles: ['Admin'] }));
    await expect(sut.load({ id: 5, type: 'table' }, caller([]))).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(datasets.findOne).toHaveBeenCalledTimes(1);
  });

  it('lets a guest read a dataset only behind a chart on its dashboards, asking for those charts once', async () => {
    const { sut, charts, dashboards } = setup();
    dashboards.chartIdsVisibleToGuest.mockResolvedValue([30, 31]);
    charts.exists.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    await expect(sut.load({ id: 5, type: 'table' }, guest)).resolves.toMatchObject({ entity: { id: 5 } });
    expect(charts.exists).toHaveBeenCalledWith({ where: { id: In([30, 31]), datasourceId: 5 } });
    await expect(sut.load({ id: 5, type: 'table' }, guest)).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(dashboards.chartIdsVisibleToGuest).toHaveBeenCalledTimes(1);
  });

  it('refuses a guest whose dashboards hold no chart without querying the charts, whatever their permissions', async () => {
    const { sut, charts, dashboards } = setup();
    dashboards.chartIdsVisibleToGuest.mockResolvedValue([]);
    const allData = { ...guest, accessPermissions: ['all_datasource_access|all_datasource_access'] } as Caller;
    await expect(sut.load({ id: 5, type: 'table' }, allData)).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(charts.exists).not.toHaveBeenCalled();
  });
});
