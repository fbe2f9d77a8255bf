import { rison, type Recipe } from './authorization-matrix.recipes';

/** Recipes for the SQL editor, annotations, datasets and the pages the gateway serves (see `OBJECT_RECIPES`). */
export const DATA_AND_PAGE_RECIPES: Record<string, Recipe> = {
  'GET /api/v1/time_range': () => ({ path: `/api/v1/time_range/?q=${rison("'Last week'")}` }),

  'POST /api/v1/sqllab/permalink': ({ world }) => ({
    path: '/api/v1/sqllab/permalink',
    body: { dbId: world.databaseId, name: 'matrix', sql: 'SELECT 1', schema: world.schema },
  }),
  'GET /api/v1/sqllab/permalink/:key': ({ world }) => ({ path: `/api/v1/sqllab/permalink/${world.sqlPermalinkKey}` }),
  'POST /api/v1/sqllab/execute': ({ world }) => ({
    path: '/api/v1/sqllab/execute/',
    body: {
      client_id: `mq${Math.random().toString(36).slice(2, 9)}`,
      database_id: world.databaseId,
      sql: `SELECT * FROM ${world.schema}.orders`,
    },
  }),
  'GET /api/v1/sqllab/results': ({ world }) => ({ path: `/api/v1/sqllab/results/?q=${rison(`(key:'${world.resultsKey}')`)}` }),
  'POST /api/v1/sqllab/format_sql': () => ({ path: '/api/v1/sqllab/format_sql/', body: { sql: 'select 1' } }),
  'POST /api/v1/sqllab/estimate': ({ world }) => ({
    path: '/api/v1/sqllab/estimate/',
    body: { database_id: world.databaseId, sql: `SELECT * FROM ${world.schema}.refunds` },
  }),
  'GET /api/v1/sqllab/export/:clientId': ({ world }) => ({ path: `/api/v1/sqllab/export/${world.queryClientId}/` }),
  'GET /api/v1/query/updated_since': () => ({ path: `/api/v1/query/updated_since?q=${rison('(last_updated_ms:0)')}` }),
  'POST /api/v1/query/stop': ({ world }) => ({ path: '/api/v1/query/stop', body: { client_id: world.queryClientId } }),
  'GET /api/v1/query/:id': ({ world }) => ({ path: `/api/v1/query/${world.queryId}` }),
  'GET /api/v1/saved_query/:id': ({ world }) => ({ path: `/api/v1/saved_query/${world.savedQueryId}` }),
  'POST /api/v1/saved_query': ({ world }) => ({
    path: '/api/v1/saved_query/',
    body: { db_id: world.databaseId, label: 'matrix new', sql: 'SELECT 1' },
  }),
  'PUT /api/v1/saved_query/:id': async ({ fresh }) => ({
    path: `/api/v1/saved_query/${await fresh.savedQuery()}`,
    body: { label: 'matrix changed' },
  }),
  'DELETE /api/v1/saved_query/:id': async ({ fresh }) => ({ path: `/api/v1/saved_query/${await fresh.savedQuery()}` }),
  'DELETE /api/v1/saved_query': async ({ fresh }) => ({ path: `/api/v1/saved_query/?q=${rison(`!(${await fresh.savedQuery()})`)}` }),

  'POST /tabstateview': ({ world }) => ({
    path: '/tabstateview/',
    body: { queryEditor: { name: 'matrix', dbId: world.databaseId, sql: '' } },
  }),
  'GET /tabstateview/:id': ({ world }) => ({ path: `/tabstateview/${world.tabStateId}` }),
  'PUT /tabstateview/:id': async ({ fresh }) => ({ path: `/tabstateview/${await fresh.tabState()}`, body: { sql: 'SELECT 2' } }),
  'DELETE /tabstateview/:id': async ({ fresh }) => ({ path: `/tabstateview/${await fresh.tabState()}` }),
  'POST /tabstateview/:id/activate': async ({ fresh }) => ({ path: `/tabstateview/${await fresh.tabState()}/activate` }),
  'POST /tabstateview/:id/migrate_query': async ({ fresh, world }) => ({
    path: `/tabstateview/${await fresh.tabState()}/migrate_query`,
    body: { queryId: world.queryClientId },
  }),
  'DELETE /tabstateview/:id/query/:clientId': async ({ fresh }) => ({ path: `/tabstateview/${await fresh.tabState()}/query/absentq` }),
  'POST /tableschemaview': ({ world }) => ({
    path: '/tableschemaview/',
    body: { table: { dbId: world.databaseId, queryEditorId: world.tabStateId, schema: world.schema, name: 'orders', expanded: true } },
  }),
  'DELETE /tableschemaview/:id': async ({ fresh }) => ({ path: `/tableschemaview/${await fresh.tableSchema()}` }),
  'POST /tableschemaview/:id/expanded': async ({ fresh }) => ({
    path: `/tableschemaview/${await fresh.tableSchema()}/expanded`,
    body: { expanded: false },
  }),

  'POST /superset/log': () => ({ path: '/superset/log/?explode=events', body: { events: JSON.stringify([{ event_name: 'matrix' }]) } }),

  'POST /api/v1/annotation_layer': ({ world }) => ({
    path: '/api/v1/annotation_layer/',
    body: { name: `matrix new layer ${world.suffix} ${Math.random().toString(36).slice(2, 8)}` },
  }),
  'DELETE /api/v1/annotation_layer': async ({ fresh }) => ({
    path: `/api/v1/annotation_layer/?q=${rison(`!(${await fresh.annotationLayer()})`)}`,
  }),
  'GET /api/v1/annotation_layer/:pk/annotation': ({ world }) => ({
    path: `/api/v1/annotation_layer/${world.annotationLayerId}/annotation/`,
  }),
  'POST /api/v1/annotation_layer/:pk/annotation': ({ world }) => ({
    path: `/api/v1/annotation_layer/${world.annotationLayerId}/annotation/`,
    body: {
      short_descr: `matrix ${Math.random().toString(36).slice(2, 8)}`,
      start_dttm: '2024-02-01T00:00:00',
      end_dttm: '2024-02-02T00:00:00',
    },
  }),
  'DELETE /api/v1/annotation_layer/:pk/annotation': async ({ fresh, world }) => ({
    path: `/api/v1/annotation_layer/${world.annotationLayerId}/annotation/?q=${rison(`!(${await fresh.annotation()})`)}`,
  }),
  'GET /api/v1/annotation_layer/:pk/annotation/:annotationId': ({ world }) => ({
    path: `/api/v1/annotation_layer/${world.annotationLayerId}/annotation/${world.annotationId}`,
  }),
  'PUT /api/v1/annotation_layer/:pk/annotation/:annotationId': async ({ fresh, world }) => ({
    path: `/api/v1/annotation_layer/${world.annotationLayerId}/annotation/${await fresh.annotation()}`,
    body: { short_descr: `matrix changed ${Math.random().toString(36).slice(2, 8)}` },
  }),
  'DELETE /api/v1/annotation_layer/:pk/annotation/:annotationId': async ({ fresh, world }) => ({
    path: `/api/v1/annotation_layer/${world.annotationLayerId}/annotation/${await fresh.annotation()}`,
  }),
  'GET /api/v1/annotation_layer/:pk': ({ world }) => ({ path: `/api/v1/annotation_layer/${world.annotationLayerId}` }),
  'PUT /api/v1/annotation_layer/:pk': async ({ fresh }) => ({
    path: `/api/v1/annotation_layer/${await fresh.annotationLayer()}`,
    body: { descr: 'matrix changed' },
  }),
  'DELETE /api/v1/annotation_layer/:pk': async ({ fresh }) => ({ path: `/api/v1/annotation_layer/${await fresh.annotationLayer()}` }),

  'POST /api/v1/dataset': ({ world }) => ({
    path: '/api/v1/dataset/',
    body: { database: world.databaseId, table_name: `matrix_new_${Math.random().toString(36).slice(2, 8)}`, sql: 'SELECT 1 AS one' },
  }),
  'DELETE /api/v1/dataset': async ({ fresh }) => ({ path: `/api/v1/dataset/?q=${rison(`!(${(await fresh.dataset()).id})`)}` }),
  'POST /api/v1/dataset/duplicate': async ({ fresh }) => ({
    path: '/api/v1/dataset/duplicate',
    body: { base_model_id: (await fresh.dataset()).id, table_name: `matrix_copy_${Math.random().toString(36).slice(2, 8)}` },
  }),
  'POST /api/v1/dataset/get_or_create': ({ world }) => ({
    path: '/api/v1/dataset/get_or_create/',
    body: { database_id: world.databaseId, schema: world.schema, table_name: 'orders' },
  }),
  'GET /api/v1/dataset/:id/related_objects': ({ world }) => ({ path: `/api/v1/dataset/${world.grantedDatasetId}/related_objects` }),
  'PUT /api/v1/dataset/:id/refresh': async ({ fresh }) => ({ path: `/api/v1/dataset/${(await fresh.dataset()).id}/refresh` }),
  'DELETE /api/v1/dataset/:id/column/:columnId': async ({ fresh }) => {
    const dataset = await fresh.dataset();
    return { path: `/api/v1/dataset/${dataset.id}/column/${dataset.columnId}` };
  },
  'DELETE /api/v1/dataset/:id/metric/:metricId': async ({ fresh }) => {
    const dataset = await fresh.dataset();
    return { path: `/api/v1/dataset/${dataset.id}/metric/${dataset.metricId}` };
  },
  'GET /api/v1/dataset/:id': ({ world }) => ({ path: `/api/v1/dataset/${world.grantedDatasetId}` }),
  'PUT /api/v1/dataset/:id': async ({ fresh }) => ({
    path: `/api/v1/dataset/${(await fresh.dataset()).id}`,
    body: { description: 'matrix changed' },
  }),
  'DELETE /api/v1/dataset/:id': async ({ fresh }) => ({ path: `/api/v1/dataset/${(await fresh.dataset()).id}` }),

  'POST /datasource/samples': ({ world }) => ({
    path: `/datasource/samples?datasource_id=${world.grantedDatasetId}&datasource_type=table`,
    body: {},
  }),
  'POST /api/v1/datasource/samples': ({ world }) => ({
    path: `/api/v1/datasource/samples?datasource_id=${world.grantedDatasetId}&datasource_type=table`,
    body: {},
  }),
  'GET /api/v1/datasource/:type/:id/column/:column/values': ({ world }) => ({
    path: `/api/v1/datasource/table/${world.grantedDatasetId}/column/state/values/`,
  }),
  'GET /datasource/external_metadata_by_name': ({ world }) => ({
    path: `/datasource/external_metadata_by_name/?q=${rison(`(datasource_type:table,database_name:'${world.databaseName}',schema_name:${world.schema},table_name:refunds)`)}`,
  }),
  'GET /api/v1/datasource/external_metadata_by_name': ({ world }) => ({
    path: `/api/v1/datasource/external_metadata_by_name/?q=${rison(`(datasource_type:table,database_name:'${world.databaseName}',schema_name:${world.schema},table_name:refunds)`)}`,
  }),

  'GET /embedded/:uuid': ({ world }) => ({ path: `/embedded/${world.embeddedUuid}` }),
  'GET /swagger/v1/assets/:file': () => ({ path: '/swagger/v1/assets/swagger-ui.css' }),
  'POST /sqllab': ({ world }) => ({ path: '/sqllab/', form: { form_data: JSON.stringify({ dbId: world.databaseId, sql: 'SELECT 1' }) } }),
  // A page of the single-page app; any address not claimed by the API serves it.
  'GET /{*path}': () => ({ path: '/superset/welcome/' }),
};
