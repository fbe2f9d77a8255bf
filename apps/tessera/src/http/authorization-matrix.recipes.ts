import type { Sacrifices } from './authorization-matrix.sacrifices';
import { chartDataRequest, type MatrixWorld } from './authorization-matrix.world';

/** One request of the matrix: where to send it and what to send. */
export interface ProbeCall {
  path: string;
  /** A JSON body. */
  body?: unknown;
  /** A urlencoded form body, for the routes a browser form posts to. */
  form?: Record<string, string>;
}

export interface ProbeContext {
  world: MatrixWorld;
  fresh: Sacrifices;
}

/** Builds one call; it runs again for every caller, so sacrificial objects are never shared. */
export type Recipe = (context: ProbeContext) => ProbeCall | Promise<ProbeCall>;

/** An id no object has: a write aimed at it is judged by the route's rule alone. */
export const ABSENT = 999999;

export const rison = (value: string) => encodeURIComponent(value);

/**
 * How to call each route whose path has parameters or whose request needs a body. Reads name the
 * administrator's objects; writes that destroy or change name a sacrificial object (so ownership
 * rules are exercised too) or, where the object itself does not matter, an id that does not exist.
 * A route missing here and needing one fails the matrix test.
 */
export const OBJECT_RECIPES: Record<string, Recipe> = {
  'POST /login': () => ({ path: '/login', form: {} }),
  'GET /lang/:locale': () => ({ path: '/lang/en' }),
  'POST /api/v1/security/login': () => ({ path: '/api/v1/security/login', body: {} }),
  'POST /api/v1/security/refresh': () => ({ path: '/api/v1/security/refresh' }),
  'POST /api/v1/security/guest_token': ({ world }) => ({
    path: '/api/v1/security/guest_token/',
    body: { user: { username: 'matrix-guest' }, resources: [{ type: 'dashboard', id: String(world.dashboardId) }], rls: [] },
  }),
  'GET /api/v1/async_event': () => ({ path: '/api/v1/async_event/' }),

  'POST /api/v1/me/api_keys': () => ({ path: '/api/v1/me/api_keys/', body: { name: 'matrix key' } }),
  'DELETE /api/v1/me/api_keys/:id': async ({ fresh }) => ({ path: `/api/v1/me/api_keys/${await fresh.apiKey()}` }),

  'GET /api/v1/security/users/:id': ({ world }) => ({ path: `/api/v1/security/users/${world.userId}` }),
  'POST /api/v1/security/users': ({ world }) => {
    const username = `matrix_new_${world.suffix}_${Math.random().toString(36).slice(2, 8)}`;
    return {
      path: '/api/v1/security/users/',
      body: { first_name: 'New', last_name: 'User', username, email: `${username}@example.com`, password: 'new-user-pw', roles: [] },
    };
  },
  'PUT /api/v1/security/users/:id': async ({ fresh }) => ({
    path: `/api/v1/security/users/${await fresh.user()}`,
    body: { last_name: 'Changed' },
  }),
  'DELETE /api/v1/security/users/:id': async ({ fresh }) => ({ path: `/api/v1/security/users/${await fresh.user()}` }),
  'GET /api/v1/security/roles/:id': ({ world }) => ({ path: `/api/v1/security/roles/${world.roleId}` }),
  'POST /api/v1/security/roles': ({ world }) => ({
    path: '/api/v1/security/roles/',
    body: { name: `Matrix new ${world.suffix} ${Math.random().toString(36).slice(2, 8)}` },
  }),
  'PUT /api/v1/security/roles/:id': async ({ fresh, world }) => ({
    path: `/api/v1/security/roles/${await fresh.role()}`,
    body: { name: `Matrix renamed ${world.suffix} ${Math.random().toString(36).slice(2, 8)}` },
  }),
  'DELETE /api/v1/security/roles/:id': async ({ fresh }) => ({ path: `/api/v1/security/roles/${await fresh.role()}` }),
  'GET /api/v1/security/roles/:id/permissions': ({ world }) => ({ path: `/api/v1/security/roles/${world.roleId}/permissions` }),
  'POST /api/v1/security/roles/:id/permissions': async ({ fresh }) => ({
    path: `/api/v1/security/roles/${await fresh.role()}/permissions`,
    body: { permission_view_menu_ids: [] },
  }),

  'GET /api/v1/rowlevelsecurity/:id': ({ world }) => ({ path: `/api/v1/rowlevelsecurity/${world.rlsId}` }),
  'POST /api/v1/rowlevelsecurity': ({ world }) => ({
    path: '/api/v1/rowlevelsecurity/',
    body: {
      name: `matrix new ${Math.random().toString(36).slice(2, 8)}`,
      filter_type: 'Regular',
      clause: '1=1',
      tables: [world.grantedDatasetId],
      roles: [world.roleId],
    },
  }),
  'PUT /api/v1/rowlevelsecurity/:id': async ({ fresh }) => ({
    path: `/api/v1/rowlevelsecurity/${await fresh.rls()}`,
    body: { clause: '2=2' },
  }),
  'DELETE /api/v1/rowlevelsecurity/:id': async ({ fresh }) => ({ path: `/api/v1/rowlevelsecurity/${await fresh.rls()}` }),
  'DELETE /api/v1/rowlevelsecurity': async ({ fresh }) => ({ path: `/api/v1/rowlevelsecurity/?q=${rison(`!(${await fresh.rls()})`)}` }),

  'GET /api/v1/tag/get_objects': ({ world }) => ({ path: `/api/v1/tag/get_objects/?tags=${world.tagName}` }),
  'POST /api/v1/tag/bulk_create': ({ world }) => ({
    path: '/api/v1/tag/bulk_create',
    body: { tags: [{ name: `matrix-bulk-${world.suffix}`, objects_to_tag: [['chart', world.chartId]] }] },
  }),
  'POST /api/v1/tag/:objectType/:objectId': ({ world }) => ({
    path: `/api/v1/tag/2/${world.chartId}/`,
    body: { properties: { tags: [`matrix-added-${world.suffix}`] } },
  }),
  'DELETE /api/v1/tag/:objectType/:objectId/:tag': async ({ fresh }) => {
    const { chartId, tag } = await fresh.taggedChart();
    return { path: `/api/v1/tag/2/${chartId}/${tag}/` };
  },
  'GET /api/v1/report/:id': ({ world }) => ({ path: `/api/v1/report/${world.reportId}` }),
  'POST /api/v1/report': ({ world }) => ({
    path: '/api/v1/report/',
    body: {
      type: 'Report',
      name: `matrix report ${world.suffix} ${Math.random().toString(36).slice(2, 8)}`,
      crontab: '0 0 1 1 *',
      chart: world.chartId,
      report_format: 'CSV',
      recipients: [],
    },
  }),
  'PUT /api/v1/report/:id': async ({ fresh }) => ({ path: `/api/v1/report/${await fresh.report()}`, body: { active: false } }),
  'DELETE /api/v1/report/:id': async ({ fresh }) => ({ path: `/api/v1/report/${await fresh.report()}` }),
  'DELETE /api/v1/report': async ({ fresh }) => ({ path: `/api/v1/report/?q=${rison(`!(${await fresh.report()})`)}` }),
  'GET /api/v1/report/:id/log': ({ world }) => ({ path: `/api/v1/report/${world.reportId}/log/` }),
  // The administrator's report has no runs: the log id is absent for every caller let through.
  'GET /api/v1/report/:id/log/:logId': ({ world }) => ({ path: `/api/v1/report/${world.reportId}/log/${ABSENT}` }),
  'GET /api/v1/tag/:id': ({ world }) => ({ path: `/api/v1/tag/${world.tagId}` }),
  'POST /api/v1/tag': ({ world }) => ({
    path: '/api/v1/tag/',
    body: { name: `matrix-new-${world.suffix}-${Math.random().toString(36).slice(2, 8)}` },
  }),
  'PUT /api/v1/tag/:id': async ({ fresh }) => {
    const tag = await fresh.tag();
    return { path: `/api/v1/tag/${tag.id}`, body: { name: `${tag.name}-renamed` } };
  },
  'DELETE /api/v1/tag/:id': async ({ fresh }) => ({ path: `/api/v1/tag/${(await fresh.tag()).id}` }),
  'DELETE /api/v1/tag': async ({ fresh }) => ({ path: `/api/v1/tag/?q=${rison(`!(${(await fresh.tag()).name})`)}` }),

  'GET /api/v1/dashboard/export': ({ world }) => ({ path: `/api/v1/dashboard/export/?q=${rison(`!(${world.dashboardId})`)}` }),
  'GET /api/v1/saved_query/export': ({ world }) => ({ path: `/api/v1/saved_query/export/?q=${rison(`!(${world.savedQueryId})`)}` }),
  'GET /api/v1/database/export': ({ world }) => ({ path: `/api/v1/database/export/?q=${rison(`!(${world.databaseId})`)}` }),
  'GET /api/v1/dataset/export': ({ world }) => ({ path: `/api/v1/dataset/export/?q=${rison(`!(${world.grantedDatasetId})`)}` }),
  'GET /api/v1/chart/export': ({ world }) => ({ path: `/api/v1/chart/export/?q=${rison(`!(${world.chartId})`)}` }),
  // Imports without a bundle: authorization is decided before the missing file is noticed.
  'POST /api/v1/dashboard/import': () => ({ path: '/api/v1/dashboard/import/', body: {} }),
  'POST /api/v1/saved_query/import': () => ({ path: '/api/v1/saved_query/import/', body: {} }),
  'POST /api/v1/database/import': () => ({ path: '/api/v1/database/import/', body: {} }),
  'POST /api/v1/dataset/import': () => ({ path: '/api/v1/dataset/import/', body: {} }),
  'POST /api/v1/chart/import': () => ({ path: '/api/v1/chart/import/', body: {} }),
  'GET /api/v1/assets/export': () => ({ path: '/api/v1/assets/export/' }),
  'POST /api/v1/assets/import': () => ({ path: '/api/v1/assets/import/', body: {} }),
  'POST /api/v1/database/upload_metadata': () => ({ path: '/api/v1/database/upload_metadata/', body: {} }),
  'POST /api/v1/database/:id/upload': ({ world }) => ({ path: `/api/v1/database/${world.databaseId}/upload/`, body: {} }),
  'GET /api/v1/database/:id/schemas_access_for_file_upload': ({ world }) => ({
    path: `/api/v1/database/${world.databaseId}/schemas_access_for_file_upload/`,
  }),

  'POST /api/v1/database/test_connection': () => ({
    path: '/api/v1/database/test_connection/',
    body: { sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:1/none' },
  }),
  'POST /api/v1/database/validate_parameters': () => ({
    path: '/api/v1/database/validate_parameters/',
    body: { engine: 'postgresql', configuration_method: 'dynamic_form', parameters: { host: '127.0.0.1' } },
  }),
  'GET /api/v1/database/:id/catalogs': ({ world }) => ({ path: `/api/v1/database/${world.databaseId}/catalogs/` }),
  'GET /api/v1/database/:id/schemas': ({ world }) => ({ path: `/api/v1/database/${world.databaseId}/schemas/` }),
  'GET /api/v1/database/:id/tables': ({ world }) => ({
    path: `/api/v1/database/${world.databaseId}/tables/?q=${rison(`(schema_name:${world.schema})`)}`,
  }),
  'GET /api/v1/database/:id/table_metadata': ({ world }) => ({
    path: `/api/v1/database/${world.databaseId}/table_metadata/?name=refunds&schema=${world.schema}`,
  }),
  'GET /api/v1/database/:id/table_metadata/extra': ({ world }) => ({
    path: `/api/v1/database/${world.databaseId}/table_metadata/extra/?name=refunds&schema=${world.schema}`,
  }),
  'GET /api/v1/database/:id/select_star/:table': ({ world }) => ({
    path: `/api/v1/database/${world.databaseId}/select_star/${world.publicTable}/`,
  }),
  'GET /api/v1/database/:id/select_star/:table/:schema': ({ world }) => ({
    path: `/api/v1/database/${world.databaseId}/select_star/refunds/${world.schema}/`,
  }),
  'GET /api/v1/database/:id': ({ world }) => ({ path: `/api/v1/database/${world.databaseId}` }),
  'GET /api/v1/database/:id/connection': ({ world }) => ({ path: `/api/v1/database/${world.databaseId}/connection` }),
  'GET /api/v1/database/:id/related_objects': ({ world }) => ({ path: `/api/v1/database/${world.databaseId}/related_objects/` }),
  'GET /api/v1/database/:id/function_names': ({ world }) => ({ path: `/api/v1/database/${world.databaseId}/function_names/` }),
  'GET /api/v1/database/:id/table/:table/:schema': ({ world }) => ({
    path: `/api/v1/database/${world.databaseId}/table/refunds/${world.schema}/`,
  }),
  'GET /api/v1/database/:id/table_extra/:table/:schema': ({ world }) => ({
    path: `/api/v1/database/${world.databaseId}/table_extra/refunds/${world.schema}/`,
  }),
  'GET /api/v1/user/:id/avatar.png': ({ world }) => ({ path: `/api/v1/user/${world.userId}/avatar.png` }),
  'GET /api/v1/css_template/:id': () => ({ path: `/api/v1/css_template/${ABSENT}` }),
  'GET /api/v1/log/:id': () => ({ path: `/api/v1/log/${ABSENT}` }),
  'GET /api/v1/security/permissions/:id': () => ({ path: `/api/v1/security/permissions/${ABSENT}` }),
  'GET /api/v1/security/resources/:id': () => ({ path: `/api/v1/security/resources/${ABSENT}` }),
  'GET /api/v1/security/permissions-resources/:id': () => ({ path: `/api/v1/security/permissions-resources/${ABSENT}` }),
  'PUT /api/v1/security/roles/:id/users': () => ({ path: `/api/v1/security/roles/${ABSENT}/users`, body: { user_ids: [] } }),
  'POST /api/v1/css_template': ({ world }) => ({
    path: '/api/v1/css_template/',
    body: { template_name: `matrix css ${world.suffix} ${Math.random().toString(36).slice(2, 8)}`, css: '.x { color: red; }' },
  }),
  'PUT /api/v1/css_template/:id': () => ({ path: `/api/v1/css_template/${ABSENT}`, body: { css: '' } }),
  'DELETE /api/v1/css_template/:id': () => ({ path: `/api/v1/css_template/${ABSENT}` }),
  'DELETE /api/v1/css_template': () => ({ path: `/api/v1/css_template/?q=${rison(`!(${ABSENT})`)}` }),
  'POST /api/v1/database': ({ world }) => ({
    path: '/api/v1/database/',
    body: {
      database_name: `matrix new db ${world.suffix} ${Math.random().toString(36).slice(2, 8)}`,
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test',
    },
  }),
  'PUT /api/v1/database/:id': async ({ fresh }) => ({
    path: `/api/v1/database/${await fresh.database()}`,
    body: { expose_in_sqllab: false },
  }),
  'DELETE /api/v1/database/:id': async ({ fresh }) => ({ path: `/api/v1/database/${await fresh.database()}` }),
  'POST /api/v1/database/:id/validate_sql': ({ world }) => ({
    path: `/api/v1/database/${world.databaseId}/validate_sql/`,
    body: { sql: `SELECT * FROM ${world.schema}.refunds`, schema: world.schema },
  }),

  'GET /api/v1/dashboard/permalink/:key': ({ world }) => ({ path: `/api/v1/dashboard/permalink/${world.dashboardPermalinkKey}` }),
  'POST /api/v1/dashboard/:idOrSlug/permalink': ({ world }) => ({
    path: `/api/v1/dashboard/${world.dashboardId}/permalink`,
    body: { dataMask: {}, activeTabs: [] },
  }),
  'GET /api/v1/dashboard/:idOrSlug/embedded': ({ world }) => ({ path: `/api/v1/dashboard/${world.dashboardId}/embedded` }),
  'POST /api/v1/dashboard/:idOrSlug/embedded': async ({ fresh }) => ({
    path: `/api/v1/dashboard/${await fresh.dashboard()}/embedded`,
    body: { allowed_domains: [] },
  }),
  'PUT /api/v1/dashboard/:idOrSlug/embedded': async ({ fresh }) => ({
    path: `/api/v1/dashboard/${await fresh.dashboard()}/embedded`,
    body: { allowed_domains: [] },
  }),
  'DELETE /api/v1/dashboard/:idOrSlug/embedded': async ({ fresh }) => ({ path: `/api/v1/dashboard/${await fresh.dashboard()}/embedded` }),
  'POST /api/v1/dashboard/:id/filter_state': ({ world }) => ({
    path: `/api/v1/dashboard/${world.dashboardId}/filter_state`,
    body: { value: '{}' },
  }),
  'GET /api/v1/dashboard/:id/filter_state/:key': ({ world }) => ({
    path: `/api/v1/dashboard/${world.dashboardId}/filter_state/${world.filterStateKey}`,
  }),
  'PUT /api/v1/dashboard/:id/filter_state/:key': async ({ fresh, world }) => ({
    path: `/api/v1/dashboard/${world.dashboardId}/filter_state/${await fresh.filterStateKey()}`,
    body: { value: '{"a":1}' },
  }),
  'DELETE /api/v1/dashboard/:id/filter_state/:key': async ({ fresh, world }) => ({
    path: `/api/v1/dashboard/${world.dashboardId}/filter_state/${await fresh.filterStateKey()}`,
  }),
  'POST /api/v1/dashboard': ({ world }) => ({ path: '/api/v1/dashboard/', body: { dashboard_title: `matrix new ${world.suffix}` } }),
  'DELETE /api/v1/dashboard': async ({ fresh }) => ({ path: `/api/v1/dashboard/?q=${rison(`!(${await fresh.dashboard()})`)}` }),
  'GET /api/v1/dashboard/:idOrSlug/charts': ({ world }) => ({ path: `/api/v1/dashboard/${world.dashboardId}/charts` }),
  'GET /api/v1/dashboard/:idOrSlug/datasets': ({ world }) => ({ path: `/api/v1/dashboard/${world.dashboardId}/datasets` }),
  'GET /api/v1/dashboard/:idOrSlug/tabs': ({ world }) => ({ path: `/api/v1/dashboard/${world.dashboardId}/tabs` }),
  'POST /api/v1/dashboard/:idOrSlug/copy': ({ world }) => ({
    path: `/api/v1/dashboard/${world.dashboardId}/copy/`,
    body: { dashboard_title: 'matrix copy', json_metadata: '{}' },
  }),
  'PUT /api/v1/dashboard/:id/colors': async ({ fresh }) => ({
    path: `/api/v1/dashboard/${await fresh.dashboard()}/colors`,
    body: { color_scheme: 'supersetColors' },
  }),
  'PUT /api/v1/dashboard/:id/filters': async ({ fresh }) => ({
    path: `/api/v1/dashboard/${await fresh.dashboard()}/filters`,
    body: { modified: [], deleted: [], reordered: [] },
  }),
  'GET /api/v1/dashboard/:idOrSlug': ({ world }) => ({ path: `/api/v1/dashboard/${world.dashboardId}` }),
  'PUT /api/v1/dashboard/:id': async ({ fresh }) => ({
    path: `/api/v1/dashboard/${await fresh.dashboard()}`,
    body: { dashboard_title: 'matrix changed' },
  }),
  'DELETE /api/v1/dashboard/:id': async ({ fresh }) => ({ path: `/api/v1/dashboard/${await fresh.dashboard()}` }),
  'GET /api/v1/embedded_dashboard/:uuid': ({ world }) => ({ path: `/api/v1/embedded_dashboard/${world.embeddedUuid}` }),

  'POST /api/v1/chart/data': ({ world }) => ({ path: '/api/v1/chart/data', body: chartDataRequest(world.grantedDatasetId) }),
  'POST /api/v1/cachekey/invalidate': ({ world }) => ({
    path: '/api/v1/cachekey/invalidate',
    body: { datasource_uids: [`${world.grantedDatasetId}__table`] },
  }),
  'PUT /api/v1/chart/warm_up_cache': () => ({ path: '/api/v1/chart/warm_up_cache', body: { chart_id: ABSENT } }),
  'PUT /api/v1/dataset/warm_up_cache': ({ world }) => ({
    path: '/api/v1/dataset/warm_up_cache',
    body: { db_name: world.databaseName, table_name: 'no_such_table' },
  }),
  // Async results exist only with GLOBAL_ASYNC_QUERIES (off here): a well-formed key of no result.
  'GET /api/v1/chart/data/:cacheKey': () => ({ path: '/api/v1/chart/data/qc-matrix-absent-result' }),
  'GET /api/v1/chart/:id/data': ({ world }) => ({ path: `/api/v1/chart/${world.chartId}/data/` }),
  'POST /api/v1/chart': ({ world }) => ({
    path: '/api/v1/chart/',
    body: { slice_name: 'matrix new chart', viz_type: 'table', datasource_id: world.grantedDatasetId, datasource_type: 'table' },
  }),
  'DELETE /api/v1/chart': async ({ fresh }) => ({ path: `/api/v1/chart/?q=${rison(`!(${await fresh.chart()})`)}` }),
  'GET /api/v1/chart/:idOrUuid': ({ world }) => ({ path: `/api/v1/chart/${world.chartId}` }),
  'GET /api/v1/chart/:pk/cache_screenshot': ({ world }) => ({ path: `/api/v1/chart/${world.chartId}/cache_screenshot/` }),
  'GET /api/v1/chart/:pk/screenshot/:digest': ({ world }) => ({ path: `/api/v1/chart/${world.chartId}/screenshot/${'0'.repeat(32)}/` }),
  'GET /api/v1/chart/:pk/thumbnail/:digest': ({ world }) => ({ path: `/api/v1/chart/${world.chartId}/thumbnail/${'0'.repeat(32)}/` }),
  'GET /api/v1/dashboard/:pk/thumbnail/:digest': ({ world }) => ({
    path: `/api/v1/dashboard/${world.dashboardId}/thumbnail/${'0'.repeat(32)}/`,
  }),
  'POST /api/v1/dashboard/:pk/cache_dashboard_screenshot': ({ world }) => ({
    path: `/api/v1/dashboard/${world.dashboardId}/cache_dashboard_screenshot/`,
    body: {},
  }),
  'GET /api/v1/dashboard/:pk/screenshot/:digest': ({ world }) => ({
    path: `/api/v1/dashboard/${world.dashboardId}/screenshot/${'0'.repeat(32)}/`,
  }),
  'PUT /api/v1/chart/:id': async ({ fresh }) => ({ path: `/api/v1/chart/${await fresh.chart()}`, body: { slice_name: 'matrix changed' } }),
  'DELETE /api/v1/chart/:id': async ({ fresh }) => ({ path: `/api/v1/chart/${await fresh.chart()}` }),

  'GET /api/v1/explore': ({ world }) => ({ path: `/api/v1/explore/?slice_id=${world.chartId}` }),
  'GET /superset/fetch_datasource_metadata': ({ world }) => ({
    path: `/superset/fetch_datasource_metadata?datasourceKey=${world.grantedDatasetId}__table`,
  }),
  'GET /dynamic-plugins/api/get/:id': () => ({ path: `/dynamic-plugins/api/get/${ABSENT}` }),
  'POST /dynamic-plugins/api/create': () => ({
    path: '/dynamic-plugins/api/create',
    body: { name: 'Matrix plugin', key: 'matrix_plugin', bundle_url: '/static/matrix-plugin.js' },
  }),
  'PUT /dynamic-plugins/api/update/:id': () => ({ path: `/dynamic-plugins/api/update/${ABSENT}`, body: { name: 'Matrix plugin' } }),
  'DELETE /dynamic-plugins/api/delete/:id': () => ({ path: `/dynamic-plugins/api/delete/${ABSENT}` }),
  'POST /api/v1/explore/form_data': ({ world }) => ({
    path: '/api/v1/explore/form_data',
    body: { datasource_id: world.grantedDatasetId, datasource_type: 'table', form_data: JSON.stringify({ viz_type: 'table' }) },
  }),
  'GET /api/v1/explore/form_data/:key': ({ world }) => ({ path: `/api/v1/explore/form_data/${world.formDataKey}` }),
  'PUT /api/v1/explore/form_data/:key': async ({ fresh, world }) => ({
    path: `/api/v1/explore/form_data/${await fresh.formDataKey()}`,
    body: { datasource_id: world.grantedDatasetId, datasource_type: 'table', form_data: JSON.stringify({ viz_type: 'pie' }) },
  }),
  'DELETE /api/v1/explore/form_data/:key': async ({ fresh }) => ({ path: `/api/v1/explore/form_data/${await fresh.formDataKey()}` }),
  'POST /api/v1/explore/permalink': ({ world }) => ({
    path: '/api/v1/explore/permalink',
    body: { formData: { datasource: `${world.grantedDatasetId}__table`, viz_type: 'table' } },
  }),
  'GET /api/v1/explore/permalink/:key': ({ world }) => ({ path: `/api/v1/explore/permalink/${world.explorePermalinkKey}` }),
};
