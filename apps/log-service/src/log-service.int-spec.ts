import { DESCRIBE_OBJECTS, DescribeUsers, LogEntriesRecorded, Logs, type Caller } from '@tessera/contracts';
import { runWithRequestContext } from '@tessera/platform';
import { serveStandIn, startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { logServiceDefinition } from './log-service.definition';

const alice: Caller = { userId: 1, username: 'alice', roles: ['Gamma'] };
const as = <T>(caller: Caller, work: () => Promise<T>) => runWithRequestContext({ requestId: 'test', caller }, work);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

describe('log service over the bus', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startServicesForTest([logServiceDefinition]);
    await serveStandIn(harness.runtime, DESCRIBE_OBJECTS.charts, ({ ids }) => ({
      objects: ids
        .filter((id) => id !== 404)
        .map((id) => ({
          type: 'chart' as const,
          id,
          name: `Chart ${id}`,
          url: `/explore/?slice_id=${id}`,
          changed_on: null,
          created_by: null,
          owners: [],
          editable: true,
        })),
    }));
    await serveStandIn(harness.runtime, DESCRIBE_OBJECTS.dashboards, ({ ids }) => ({
      objects: ids.map((id) => ({
        type: 'dashboard' as const,
        id,
        name: `Dashboard ${id}`,
        url: `/superset/dashboard/${id}/`,
        changed_on: null,
        created_by: null,
        owners: [],
        editable: true,
      })),
    }));
    await serveStandIn(harness.runtime, DescribeUsers, ({ ids }) => ({
      users: ids.map((id) => ({ id, first_name: 'Alice', last_name: 'Smith' })),
    }));
    const at = Date.now() - 60_000;
    await harness.bus.emit(LogEntriesRecorded, {
      entries: [
        { action: 'explore', userId: 1, sliceId: 7, json: {}, dttm: at },
        { action: 'dashboard', userId: 1, dashboardId: 3, json: {}, dttm: at + 1000 },
        { action: 'explore', userId: 1, sliceId: 7, json: {}, dttm: at + 2000 },
        { action: 'explore', userId: 1, sliceId: 404, json: {}, dttm: at + 3000 },
        { action: 'explore', userId: 2, sliceId: 9, json: {}, dttm: at + 4000 },
        { action: 'log', userId: 1, json: { event_name: 'spa_navigation' }, dttm: at + 5000 },
      ],
    });
  });

  afterAll(() => harness.stop());

  it("lists the caller's recent charts and dashboards, newest first, once each, skipping deleted ones", async () => {
    const request = { page: 0, pageSize: 6, distinct: true, actions: ['explore', 'dashboard'] };
    const { result } = await eventually(
      () => as(alice, () => harness.bus.request(Logs.recentActivity, request)),
      (r) => r.result.length === 2,
    );
    expect(result.map((item) => [item.item_type, item.item_title])).toEqual([
      ['slice', 'Chart 7'],
      ['dashboard', 'Dashboard 3'],
    ]);
    expect(result[0]).toMatchObject({ item_url: '/explore/?slice_id=7', time_delta_humanized: 'a minute ago' });
  });

  it('lists the action log with users', async () => {
    const page = await harness.bus.request(Logs.list, {
      query: { filters: [{ col: 'action', opr: 'eq', value: 'log' }], orderColumn: 'dttm', orderDirection: 'desc', page: 0, pageSize: 20 },
    });
    expect(page.count).toBe(1);
    expect(page.result[0]).toMatchObject({ action: 'log', user: { username: 'Alice Smith' }, json: '{"event_name":"spa_navigation"}' });
  });
});
