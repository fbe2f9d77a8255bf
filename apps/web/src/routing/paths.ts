/** Superset's client-side paths, so bookmarks and links from Superset keep working. */
export const PATHS = {
  root: '/',
  login: '/login/',
  logout: '/logout/',
  home: '/superset/welcome/',
  dashboardList: '/dashboard/list/',
  dashboard: '/superset/dashboard/:idOrSlug/',
  chartList: '/chart/list/',
  explore: '/explore/',
  datasetList: '/tablemodelview/list/',
  datasetAdd: '/dataset/add/',
  databaseList: '/databaseview/list/',
  sqlLab: '/sqllab/',
  savedQueryList: '/savedqueryview/list/',
  queryHistory: '/sqllab/history/',
  tags: '/superset/tags/',
  allEntities: '/superset/all_entities/',
  alertList: '/alert/list/',
  userList: '/users/list/',
  roleList: '/roles/list/',
  rowLevelSecurityList: '/rowlevelsecurity/list/',
  actionLog: '/actionlog/list/',
  annotationLayerList: '/annotationlayer/list/',
  annotationList: '/annotationlayer/:layerId/annotation/',
  cssTemplateList: '/csstemplatemodelview/list/',
  userInfo: '/user_info/',
  csvUpload: '/csvtodatabaseview/form/',
  excelUpload: '/exceltodatabaseview/form/',
  columnarUpload: '/columnartodatabaseview/form/',
} as const;

/** The login page address that brings the user back to `next` (a same-site path) afterwards. */
export function loginPath(next?: string): string {
  return next ? `${PATHS.login}?next=${encodeURIComponent(next)}` : PATHS.login;
}

/** Only same-site paths are honoured as `next`; anything else goes home. */
export function safeNext(next: string | null | undefined): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') && !next.startsWith(PATHS.login) ? next : PATHS.home;
}
