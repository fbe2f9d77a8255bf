import {
  ChartsForDashboard,
  DatasetsForDashboard,
  DescribeRoles,
  DescribeUsers,
  DuplicateChartsForDashboard,
  ErrorCode,
  LogEntriesRecorded,
  TesseraError,
  type Caller,
  type DashboardChartView,
  type DashboardDatasetView,
  type LogEntriesEvent,
} from '@tessera/contracts';
import { runWithRequestContext, type PlatformRuntime } from '@tessera/platform';
import { serveStandIn, serveTagStandIns } from '@tessera/platform/testing';

/** Runs `work` as `caller`, so bus calls carry it in their envelope. */
export const as = <T>(caller: Caller, work: () => Promise<T>) => runWithRequestContext({ requestId: 'test', caller }, work);

export const USERS: Record<number, string> = { 1: 'Alice', 2: 'Bob', 3: 'Ada', 4: 'Carol' };
export const ROLES = [
  { id: 10, name: 'Sales' },
  { id: 11, name: 'Marketing' },
  { id: 12, name: 'Gamma' },
];
export const TAGS = [
  { id: 1, name: 'finance' },
  { id: 2, name: 'q1' },
];

/** Charts 101..103 exist (copies get id + 1000); their datasets live in two databases. */
const DATASETS: Record<number, { database: { id: number; database_name: string }; schema: string }> = {
  7: { database: { id: 1, database_name: 'examples' }, schema: 'public' },
  8: { database: { id: 2, database_name: 'warehouse' }, schema: 'finance' },
  9: { database: { id: 1, database_name: 'examples' }, schema: 'private' },
};
const CHART_DATASET: Record<number, number> = { 101: 7, 102: 8, 103: 9 };

function chart(id: number): DashboardChartView {
  const datasetId = CHART_DATASET[id > 1000 ? id - 1000 : id];
  return {
    id,
    slice_name: `Chart ${id}`,
    cache_timeout: null,
    changed_on: null,
    description: null,
    description_markeddown: '',
    form_data: { viz_type: 'table', datasource: `${datasetId}__table`, slice_id: id },
    slice_url: `/explore/?slice_id=${id}`,
    certified_by: null,
    certification_details: null,
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    query_context: null,
  };
}

function dataset(id: number): DashboardDatasetView {
  return { id, uid: `${id}__table`, name: `public.t${id}`, table_name: `t${id}`, type: 'table', columns: [], metrics: [], ...DATASETS[id] };
}

/** What the stand-ins saw and what they answer; tests flip `chartsAnswering` to play a missing chart service. */
export interface StandInState {
  chartsAnswering: boolean;
  favorites: Map<number, number[]>;
  tagsByDashboard: Map<number, string[]>;
  views: LogEntriesEvent['entries'];
}

const notAnswering = (subject: string) => new TesseraError(ErrorCode.UNAVAILABLE, `No service is handling ${subject}`);

/** Answers the users, roles, charts, tags and favourites subjects the dashboard service asks. */
export async function serveDashboardStandIns(runtime: PlatformRuntime): Promise<StandInState> {
  const state: StandInState = { chartsAnswering: true, favorites: new Map(), tagsByDashboard: new Map(), views: [] };
  const exists = (id: number) => CHART_DATASET[id > 1000 ? id - 1000 : id] !== undefined;
  await serveStandIn(runtime, DescribeUsers, ({ ids }) => ({
    users: ids.filter((id) => USERS[id]).map((id) => ({ id, first_name: USERS[id], last_name: 'Smith' })),
  }));
  await serveStandIn(runtime, DescribeRoles, ({ ids, names }) => ({
    roles: ROLES.filter((role) => ids?.includes(role.id) || names?.includes(role.name)),
  }));
  await serveStandIn(runtime, ChartsForDashboard, ({ chartIds }) => {
    if (!state.chartsAnswering) throw notAnswering(ChartsForDashboard.subject);
    return chartIds.filter(exists).map(chart);
  });
  await serveStandIn(runtime, DatasetsForDashboard, ({ chartIds }) => {
    if (!state.chartsAnswering) throw notAnswering(DatasetsForDashboard.subject);
    return [...new Set(chartIds.filter(exists).map((id) => CHART_DATASET[id > 1000 ? id - 1000 : id]))].map(dataset);
  });
  await serveStandIn(runtime, DuplicateChartsForDashboard, ({ ids }) => ({
    idMap: Object.fromEntries(ids.filter(exists).map((id) => [id, id + 1000])),
  }));
  await serveTagStandIns(runtime, { tags: TAGS, tagsByObject: state.tagsByDashboard, favorites: state.favorites });
  const observer = await runtime.connectBus('view-observer');
  observer.serveEvents(LogEntriesRecorded.subject, null, async (message) => {
    state.views.push(...(message.payload as LogEntriesEvent).entries);
  });
  return state;
}

/** Polls until `done` holds (events arrive asynchronously). */
export async function eventually(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}
