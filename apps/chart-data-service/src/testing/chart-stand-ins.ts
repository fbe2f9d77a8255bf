import {
  DashboardChartLinks,
  Dashboards,
  DescribeUsers,
  ErrorCode,
  LogEntriesRecorded,
  ObjectsDeleted,
  TesseraError,
  type Caller,
  type DashboardListRow,
  type LogEntriesEvent,
  type ObjectsDeletedEvent,
} from '@tessera/contracts';
import { runWithRequestContext, type PlatformRuntime } from '@tessera/platform';
import { serveStandIn, serveTagStandIns } from '@tessera/platform/testing';

/** Runs `work` as `caller`, so bus calls carry it in their envelope. */
export const as = <T>(caller: Caller, work: () => Promise<T>) => runWithRequestContext({ requestId: 'test', caller }, work);

export const USERS: Record<number, string> = { 1: 'Alice', 2: 'Bob', 3: 'Ada', 4: 'Carol' };
export const TAGS = [
  { id: 1, name: 'finance' },
  { id: 2, name: 'q1' },
];

/** Dashboards the stand-in dashboard service knows, with their owners. */
export const DASHBOARDS = [
  { id: 50, dashboard_title: 'Sales board', owners: [1] },
  { id: 51, dashboard_title: 'Executive', owners: [3] },
];

/** What the stand-ins hold and saw; tests change it to set the scene. */
export interface ChartStandInState {
  favorites: Map<number, number[]>;
  tagsByChart: Map<number, string[]>;
  /** Chart id → dashboard ids. */
  links: Map<number, number[]>;
  logs: LogEntriesEvent['entries'];
  deleted: ObjectsDeletedEvent[];
}

const isAdmin = (caller: Caller | undefined) => (caller?.roles ?? []).some((role) => role.toLowerCase() === 'admin');

/** Answers the users, tags, favourites and dashboard subjects the chart service asks, and records its events. */
export async function serveChartStandIns(runtime: PlatformRuntime): Promise<ChartStandInState> {
  const state: ChartStandInState = { favorites: new Map(), tagsByChart: new Map(), links: new Map(), logs: [], deleted: [] };
  await serveStandIn(runtime, DescribeUsers, ({ ids }) => ({
    users: ids.filter((id) => USERS[id]).map((id) => ({ id, first_name: USERS[id], last_name: 'Smith' })),
  }));
  await serveTagStandIns(runtime, { tags: TAGS, tagsByObject: state.tagsByChart, favorites: state.favorites });
  await serveDashboardLinks(runtime, state);
  const observer = await runtime.connectBus('chart-event-observer');
  observer.serveEvents(LogEntriesRecorded.subject, null, async (message) => {
    state.logs.push(...(message.payload as LogEntriesEvent).entries);
  });
  observer.serveEvents(ObjectsDeleted.subject, null, async (message) => {
    state.deleted.push(message.payload as ObjectsDeletedEvent);
  });
  return state;
}

async function serveDashboardLinks(runtime: PlatformRuntime, state: ChartStandInState): Promise<void> {
  await serveStandIn(runtime, DashboardChartLinks.ofCharts, ({ chartIds, withMetadata }) =>
    Object.fromEntries(
      chartIds
        .filter((id) => (state.links.get(id) ?? []).length > 0)
        .map((id) => [
          id,
          DASHBOARDS.filter((d) => state.links.get(id)?.includes(d.id)).map((d) => ({
            id: d.id,
            dashboard_title: d.dashboard_title,
            ...(withMetadata ? { json_metadata: '{}' } : {}),
          })),
        ]),
    ),
  );
  await serveStandIn(runtime, DashboardChartLinks.chartIds, ({ dashboardIds }) => ({
    chartIds: [...state.links].filter(([, ids]) => ids.some((id) => dashboardIds.includes(id))).map(([chartId]) => chartId),
  }));
  await serveStandIn(runtime, DashboardChartLinks.setChartDashboards, ({ chartId, dashboardIds, checkOnly }, { envelope }) => {
    const current = chartId !== undefined ? (state.links.get(chartId) ?? []) : [];
    const added = dashboardIds.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !dashboardIds.includes(id));
    if (added.some((id) => !DASHBOARDS.some((d) => d.id === id))) {
      throw new TesseraError(ErrorCode.BAD_REQUEST, 'dashboards: Dashboards do not exist', {
        fields: { dashboards: ['Dashboards do not exist'] },
      });
    }
    const caller = envelope.caller;
    const editable = (id: number) => isAdmin(caller) || DASHBOARDS.find((d) => d.id === id)?.owners.includes(caller?.userId ?? -1);
    if ([...added, ...removed].some((id) => !editable(id)))
      throw new TesseraError(ErrorCode.FORBIDDEN, 'Changing one or more of these dashboards is forbidden');
    if (chartId !== undefined && !checkOnly) state.links.set(chartId, [...new Set(dashboardIds)]);
    return { added, removed };
  });
  await serveStandIn(runtime, Dashboards.list, ({ query }) => {
    const filter = query.filters.find((f) => f.col === 'dashboard_title');
    const found = DASHBOARDS.filter((d) => !filter || d.dashboard_title.toLowerCase().includes(String(filter.value).toLowerCase()));
    return {
      count: found.length,
      ids: found.map((d) => d.id),
      result: found.map((d) => ({ id: d.id, dashboard_title: d.dashboard_title }) as DashboardListRow),
    };
  });
}

/** Polls until `done` holds (events arrive asynchronously). */
export async function eventually(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}
