import type { Client } from 'pg';
import type { ApiSession } from '../testing/http-test-app';
import { waitForQueryState } from './sqllab-test-support';
import type { LooseJson } from '../testing/loose-json';

/** The warehouse the matrix's database points at (the machine's PostgreSQL). */
export const MATRIX_WAREHOUSE = 'postgresql://postgres@127.0.0.1:5432/test';

/**
 * Objects the administrator owns, one of each kind a route can name: reads are asked about these,
 * so whether a caller sees them is decided by authorization alone.
 */
export interface MatrixWorld {
  suffix: string;
  schema: string;
  databaseId: number;
  databaseName: string;
  /** A physical dataset the dataset-holding callers are granted. */
  grantedDatasetId: number;
  grantedTable: string;
  /** An ungranted table in the default schema, for routes that take no schema. */
  publicTable: string;
  /** A virtual dataset over the ungranted table, a chart on it and a dashboard holding only that chart. */
  hiddenDatasetId: number;
  hiddenChartId: number;
  hiddenDashboardId: number;
  columnId: number;
  metricId: number;
  chartId: number;
  dashboardId: number;
  embeddedUuid: string;
  savedQueryId: number;
  queryId: number;
  queryClientId: string;
  resultsKey: string;
  tagId: number;
  tagName: string;
  reportId: number;
  annotationLayerId: number;
  annotationId: number;
  rlsId: number;
  roleId: number;
  userId: number;
  formDataKey: string;
  explorePermalinkKey: string;
  dashboardPermalinkKey: string;
  filterStateKey: string;
  sqlPermalinkKey: string;
  tabStateId: number;
  tableSchemaId: number;
  /** The administrator's personal API key: only its owner lists or revokes it. */
  apiKeyId: number;
}

const publicTableOf = (schema: string) => `${schema}_refunds`;

/** The matrix's warehouse tables: `orders` (granted through a dataset) and `refunds` (never granted). */
export async function createWarehouseTables(warehouse: Client, schema: string): Promise<void> {
  await warehouse.query(
    `CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.orders AS SELECT 1 AS id, 'open' AS state; CREATE TABLE ${schema}.refunds AS SELECT 1 AS id, 20 AS amount; CREATE TABLE public.${publicTableOf(schema)} AS SELECT 1 AS id`,
  );
}

export async function dropWarehouseTables(warehouse: Client, schema: string): Promise<void> {
  await warehouse.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP TABLE IF EXISTS public.${publicTableOf(schema)}`);
}

/** The body of a successful administrator call, or an error naming the call. */
export async function created(reply: Promise<{ status: number; body: unknown }>, what: string): Promise<LooseJson> {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A chart-data request on a dataset, as Explore sends it. */
export const chartDataRequest = (datasetId: number) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: ['state'], metrics: ['count'], row_limit: 10 }],
  result_format: 'json',
  result_type: 'full',
});

/** Builds the administrator's objects over the API; the warehouse tables must already exist. */
export async function buildWorld(admin: ApiSession, schema: string, suffix: string): Promise<MatrixWorld> {
  const make = (path: string, body: unknown, what: string) => created(admin.post(path, body), what);
  const databaseName = `matrix pg ${suffix}`;
  const database = await make(
    '/api/v1/database/',
    {
      database_name: databaseName,
      sqlalchemy_uri: MATRIX_WAREHOUSE,
      expose_in_sqllab: true,
      allow_run_async: true,
      extra: JSON.stringify({ cost_estimate_enabled: true }),
    },
    'database',
  );
  const dataset = await make('/api/v1/dataset/', { database: database.id, schema, table_name: 'orders' }, 'dataset');
  const datasetDetail = (await admin.get(`/api/v1/dataset/${dataset.id}`)).body.result;
  const queryContext = JSON.stringify(chartDataRequest(dataset.id));
  const chart = await make(
    '/api/v1/chart/',
    { slice_name: 'Matrix orders', viz_type: 'table', datasource_id: dataset.id, datasource_type: 'table', query_context: queryContext },
    'chart',
  );
  const dashboard = await make('/api/v1/dashboard/', { dashboard_title: 'Matrix board', published: true }, 'dashboard');
  const hiddenDataset = await make(
    '/api/v1/dataset/',
    { database: database.id, schema, table_name: 'refund_amounts', sql: `SELECT amount FROM ${schema}.refunds` },
    'hidden dataset',
  );
  const hiddenDashboard = await make('/api/v1/dashboard/', { dashboard_title: 'Matrix refunds', published: true }, 'hidden dashboard');
  const hiddenChart = await make(
    '/api/v1/chart/',
    {
      slice_name: 'Matrix refunds',
      viz_type: 'table',
      datasource_id: hiddenDataset.id,
      datasource_type: 'table',
      dashboards: [hiddenDashboard.id],
    },
    'hidden chart',
  );
  await created(admin.put(`/api/v1/chart/${chart.id}`, { dashboards: [dashboard.id] }), 'chart on dashboard');
  const embedded = await created(admin.post(`/api/v1/dashboard/${dashboard.id}/embedded`, { allowed_domains: [] }), 'embedding');
  const savedQuery = await make(
    '/api/v1/saved_query/',
    { db_id: database.id, label: 'Matrix query', schema, sql: `SELECT * FROM ${schema}.orders` },
    'saved query',
  );
  const queryClientId = `mx${suffix.slice(-6)}`;
  await make(
    '/api/v1/sqllab/execute/',
    { client_id: queryClientId, database_id: database.id, runAsync: true, sql: `SELECT * FROM ${schema}.orders` },
    'query',
  );
  const query = await waitForQueryState(admin, queryClientId, ['success']);
  const tagName = `matrix-${suffix}`;
  const tag = await make('/api/v1/tag/', { name: tagName, description: 'matrix', objects_to_tag: [['chart', chart.id]] }, 'tag');
  const report = await make(
    '/api/v1/report/',
    { type: 'Report', name: `Matrix report ${suffix}`, crontab: '0 0 1 1 *', chart: chart.id, report_format: 'CSV' },
    'report',
  );
  const layer = await make('/api/v1/annotation_layer/', { name: `Matrix layer ${suffix}` }, 'annotation layer');
  const annotation = await make(
    `/api/v1/annotation_layer/${layer.id}/annotation/`,
    { short_descr: 'release', start_dttm: '2024-01-01T00:00:00', end_dttm: '2024-01-02T00:00:00' },
    'annotation',
  );
  const role = await make('/api/v1/security/roles/', { name: `Matrix spare ${suffix}` }, 'role');
  const rls = await make(
    '/api/v1/rowlevelsecurity/',
    { name: `matrix ${suffix}`, filter_type: 'Regular', clause: '1=1', tables: [dataset.id], roles: [role.id] },
    'rls rule',
  );
  const user = await make(
    '/api/v1/security/users/',
    {
      first_name: 'Spare',
      last_name: 'User',
      username: `matrix_spare_${suffix}`,
      email: `matrix_spare_${suffix}@example.com`,
      password: 'spare-pw',
      roles: [],
    },
    'user',
  );
  const formData = await make(
    '/api/v1/explore/form_data',
    { datasource_id: dataset.id, datasource_type: 'table', chart_id: chart.id, form_data: JSON.stringify({ viz_type: 'table' }) },
    'form data',
  );
  const explorePermalink = await make(
    '/api/v1/explore/permalink',
    { formData: { datasource: `${dataset.id}__table`, viz_type: 'table' } },
    'explore permalink',
  );
  const dashboardPermalink = await make(
    `/api/v1/dashboard/${dashboard.id}/permalink`,
    { dataMask: {}, activeTabs: [] },
    'dashboard permalink',
  );
  const filterState = await make(`/api/v1/dashboard/${dashboard.id}/filter_state`, { value: '{}' }, 'filter state');
  const sqlPermalink = await make(
    '/api/v1/sqllab/permalink',
    { dbId: database.id, name: 'Matrix tab', sql: 'SELECT 1', schema },
    'sql permalink',
  );
  const tab = await make('/tabstateview/', { queryEditor: { name: 'Matrix tab', dbId: database.id, sql: '' } }, 'tab state');
  const table = await make(
    '/tableschemaview/',
    { table: { dbId: database.id, queryEditorId: tab.id, schema, name: 'orders', expanded: true } },
    'table schema',
  );
  const apiKey = await make('/api/v1/me/api_keys/', { name: `matrix ${suffix}` }, 'api key');
  return {
    suffix,
    schema,
    databaseId: database.id,
    databaseName,
    grantedDatasetId: dataset.id,
    grantedTable: 'orders',
    publicTable: publicTableOf(schema),
    hiddenDatasetId: hiddenDataset.id,
    hiddenChartId: hiddenChart.id,
    hiddenDashboardId: hiddenDashboard.id,
    columnId: datasetDetail.columns[0].id,
    metricId: datasetDetail.metrics[0].id,
    chartId: chart.id,
    dashboardId: dashboard.id,
    embeddedUuid: embedded.result.uuid,
    savedQueryId: savedQuery.id,
    queryId: query.queryId,
    queryClientId,
    resultsKey: query.resultsKey!,
    tagId: tag.id,
    tagName,
    reportId: report.id,
    annotationLayerId: layer.id,
    annotationId: annotation.id,
    rlsId: rls.id,
    roleId: role.id,
    userId: user.id,
    formDataKey: formData.key,
    explorePermalinkKey: explorePermalink.key,
    dashboardPermalinkKey: dashboardPermalink.key,
    filterStateKey: filterState.key,
    sqlPermalinkKey: sqlPermalink.key,
    tabStateId: tab.id,
    tableSchemaId: table.id,
    apiKeyId: apiKey.result.id,
  };
}
