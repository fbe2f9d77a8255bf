import type { CallerKind } from './authorization-matrix.callers';
import type { MatrixWorld } from './authorization-matrix.world';

/**
 * Lists answer 200 to every caller allowed the route, so the matrix's outcomes cannot tell whether
 * they filter: each entry names administrator's objects that a list must leave out for some callers
 * (Superset's base filters) and show to the administrator (so the check cannot pass by an empty list).
 */
export interface ListSecret {
  path: string;
  ids: (world: MatrixWorld) => number[];
  hiddenFrom: CallerKind[];
}

const PAGE = `?q=${encodeURIComponent('(page_size:100)')}`;
const GAMMAS: CallerKind[] = ['gamma', 'gammaDataset', 'sqlLab'];

export const LIST_SECRETS: ListSecret[] = [
  { path: `/api/v1/chart/${PAGE}`, ids: (world) => [world.hiddenChartId], hiddenFrom: GAMMAS },
  { path: `/api/v1/chart/${PAGE}`, ids: (world) => [world.chartId], hiddenFrom: ['gamma'] },
  { path: `/api/v1/dashboard/${PAGE}`, ids: (world) => [world.hiddenDashboardId], hiddenFrom: GAMMAS },
  { path: `/api/v1/dashboard/${PAGE}`, ids: (world) => [world.dashboardId], hiddenFrom: ['gamma'] },
  { path: `/api/v1/dataset/${PAGE}`, ids: (world) => [world.hiddenDatasetId], hiddenFrom: GAMMAS },
  { path: `/api/v1/dataset/${PAGE}`, ids: (world) => [world.grantedDatasetId], hiddenFrom: ['gamma'] },
  { path: `/api/v1/database/${PAGE}`, ids: (world) => [world.databaseId], hiddenFrom: ['gamma'] },
  { path: `/api/v1/tag/${PAGE}`, ids: (world) => [world.tagId], hiddenFrom: ['gamma'] },
  // The SQL editor's history and saved queries are each user's own.
  { path: `/api/v1/saved_query/${PAGE}`, ids: (world) => [world.savedQueryId], hiddenFrom: ['sqlLab'] },
  { path: `/api/v1/query/${PAGE}`, ids: (world) => [world.queryId], hiddenFrom: ['sqlLab'] },
  // Report schedules are their creators' and owners'.
  { path: `/api/v1/report/${PAGE}`, ids: (world) => [world.reportId], hiddenFrom: ['alpha'] },
  // Personal API keys are their owner's alone.
  { path: '/api/v1/me/api_keys/', ids: (world) => [world.apiKeyId], hiddenFrom: [...GAMMAS, 'public', 'alpha'] },
];
