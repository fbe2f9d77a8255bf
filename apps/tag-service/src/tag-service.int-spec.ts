import { DESCRIBE_OBJECTS, DescribeUsers, ErrorCode, Favorites, ObjectsDeleted, Tags, type Caller } from '@tessera/contracts';
import { runWithRequestContext } from '@tessera/platform';
import { serveStandIn, startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { tagServiceDefinition } from './tag-service.definition';

const alice: Caller = { userId: 1, username: 'alice', roles: ['Gamma'] };
const bob: Caller = { userId: 2, username: 'bob', roles: ['Gamma'] };
const as = <T>(caller: Caller, work: () => Promise<T>) => runWithRequestContext({ requestId: 'test', caller }, work);
const query = (overrides = {}) => ({
  filters: [],
  orderColumn: 'name',
  orderDirection: 'asc' as const,
  page: 0,
  pageSize: 20,
  ...overrides,
});

describe('tag service over the bus', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startServicesForTest([tagServiceDefinition]);
    // Charts 1..3 exist; alice owns 1 and 2, bob owns 3.
    await serveStandIn(harness.runtime, DESCRIBE_OBJECTS.charts, ({ ids }, { envelope }) => ({
      objects: ids
        .filter((id) => id <= 3)
        .map((id) => {
          const owner = id === 3 ? 2 : 1;
          return {
            type: 'chart' as const,
            id,
            name: `Chart ${id}`,
            url: `/explore/?slice_id=${id}`,
            changed_on: null,
            created_by: { id: owner, first_name: 'U', last_name: String(owner) },
            owners: [{ id: owner, first_name: 'U', last_name: String(owner) }],
            editable: envelope.caller?.userId === owner,
          };
        }),
    }));
    await serveStandIn(harness.runtime, DescribeUsers, ({ ids }) => ({
      users: ids.map((id) => ({ id, first_name: id === 1 ? 'Alice' : 'Bob', last_name: 'Smith' })),
    }));
  });

  afterAll(() => harness.stop());

  it('creates, reads, renames, lists and deletes tags', async () => {
    const created = await as(alice, () => harness.bus.request(Tags.create, { name: 'finance', description: 'money' }));
    expect(created).toMatchObject({ name: 'finance', type: 1, created_by: { id: 1, first_name: 'Alice' } });
    await expect(as(alice, () => harness.bus.request(Tags.create, { name: 'finance' }))).rejects.toMatchObject({
      code: ErrorCode.CONFLICT,
    });
    // An untagged tag is its creator's (and administrators'): others neither see nor rename it.
    await expect(as(bob, () => harness.bus.request(Tags.update, { id: created.id, name: 'bobs' }))).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    const renamed = await as(alice, () => harness.bus.request(Tags.update, { id: created.id, name: 'finances' }));
    expect(renamed).toMatchObject({ name: 'finances', changed_by: { id: 1, first_name: 'Alice' } });
    const filters = [{ col: 'name', opr: 'ct', value: 'financ' }];
    expect(await as(alice, () => harness.bus.request(Tags.list, { query: query({ filters }) }))).toMatchObject({
      count: 1,
      ids: [created.id],
    });
    expect(await as(bob, () => harness.bus.request(Tags.list, { query: query({ filters }) }))).toMatchObject({ count: 0, ids: [] });
    await as(alice, () => harness.bus.request(Tags.delete, { ids: [created.id] }));
    await expect(as(alice, () => harness.bus.request(Tags.get, { id: created.id }))).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('bulk-tags only what the caller may edit and reports the rest as skipped', async () => {
    const reply = await as(alice, () =>
      harness.bus.request(Tags.bulkCreate, {
        tags: [
          {
            name: 'q1',
            objects_to_tag: [
              ['chart', 1],
              ['chart', 2],
              ['chart', 3],
              ['chart', 99],
            ],
          },
        ],
      }),
    );
    expect(reply).toEqual({
      objects_tagged: [
        ['chart', 1],
        ['chart', 2],
      ],
      objects_skipped: [
        ['chart', 3],
        ['chart', 99],
      ],
    });
    expect(await harness.bus.request(Tags.tagsOf, { type: 'chart', ids: [1, 3] })).toEqual({
      1: [expect.objectContaining({ name: 'q1', type: 1 })],
      3: [],
    });
    expect(await harness.bus.request(Tags.objectsWithTags, { type: 'chart', tagNames: ['q1'] })).toEqual({
      ids: expect.arrayContaining([1, 2]),
    });
    const found = await as(alice, () => harness.bus.request(Tags.findTagged, { tagNames: ['q1'] }));
    expect(found.result.map((o) => o.name).sort()).toEqual(['Chart 1', 'Chart 2']);
  });

  it('rejects malformed objects_to_tag with a message naming the problem', async () => {
    const error = await as(alice, () => harness.bus.request(Tags.create, { name: 'bad', objects_to_tag: [['rocket', 1]] as never })).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ code: ErrorCode.BAD_REQUEST });
    expect(error.message).toContain('"rocket" is not one of query, chart, dashboard, dataset');
  });

  it('keeps favourites per user and forgets deleted objects', async () => {
    await as(alice, () => harness.bus.request(Favorites.add, { type: 'chart', id: 2 }));
    await as(alice, () => harness.bus.request(Favorites.add, { type: 'chart', id: 2 }));
    expect(await as(alice, () => harness.bus.request(Favorites.status, { type: 'chart', ids: [1, 2] }))).toEqual([
      { id: 1, value: false },
      { id: 2, value: true },
    ]);
    expect(await as(bob, () => harness.bus.request(Favorites.ids, { type: 'chart' }))).toEqual({ ids: [] });
    await expect(as(alice, () => harness.bus.request(Favorites.add, { type: 'chart', id: 404 }))).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    await harness.bus.emit(ObjectsDeleted, { type: 'chart', ids: [2] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await as(alice, () => harness.bus.request(Favorites.ids, { type: 'chart' }))).toEqual({ ids: [] });
    expect(await harness.bus.request(Tags.tagsOf, { type: 'chart', ids: [2] })).toEqual({ 2: [] });
  });

  it('refuses favourites to callers without a user', async () => {
    await expect(harness.bus.request(Favorites.ids, { type: 'chart' })).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
  });
});
