import { ErrorCode, TesseraError } from '@tessera/contracts';
import { UserDirectoryClient } from '@tessera/platform';
import { newServiceTest } from '@tessera/platform/testing';
import { DatasetAccess } from '../access/dataset-access';
import type { ChartViewer } from '../access/viewer';
import { ChartTagsClient } from '../clients/chart-tags.client';
import { DashboardLinksClient } from '../clients/dashboard-links.client';
import { ObjectsDeletedAnnouncer } from '../clients/objects-deleted.announcer';
import { DatasetEntity } from '../datasets/dataset.entity';
import { ChartEntity } from './chart.entity';
import { ChartFinder } from './chart.finder';
import { ChartWritesService } from './chart-writes.service';

const viewer = (userId: number | null, extra: Partial<ChartViewer> = {}): ChartViewer => ({
  userId,
  isAdmin: false,
  isGuest: false,
  access: DatasetAccess.of(undefined),
  ...extra,
});

const chart = (fields: Partial<ChartEntity> = {}) =>
  Object.assign(new ChartEntity(), {
    id: 7,
    sliceName: 'Sales',
    owners: [1],
    datasourceId: 4,
    datasourceType: 'table',
    isManagedExternally: false,
    ...fields,
  });

function setup() {
  const test = newServiceTest(ChartWritesService);
  const charts = test.repository(ChartEntity);
  charts.create.mockImplementation((fields) => Object.assign(new ChartEntity(), fields) as never);
  charts.save.mockImplementation((async (entity: ChartEntity) => Object.assign(entity, { id: entity.id ?? 40 })) as never);
  const finder = test.mock(ChartFinder);
  finder.queryableDataset.mockResolvedValue(Object.assign(new DatasetEntity(), { id: 4 }));
  test
    .mock(UserDirectoryClient)
    .describe.mockImplementation(
      async (ids) => new Map([...ids].filter((id) => id === 1 || id === 2).map((id) => [id as number, { id } as never])),
    );
  const links = test.mock(DashboardLinksClient);
  links.setDashboards.mockResolvedValue({} as never);
  return { ...test, charts, finder, links };
}

describe('ChartWritesService', () => {
  it('creates a chart owned by its creator, its viz type taken from params when not given', async () => {
    const { sut, charts } = setup();
    const reply = await sut.create(viewer(1), {
      slice_name: 'Sales',
      datasource_id: 4,
      datasource_type: 'table',
      params: '{"viz_type":"pie"}',
    });
    expect(reply).toEqual({ id: 40 });
    expect(charts.save.mock.calls[0][0]).toMatchObject({
      sliceName: 'Sales',
      vizType: 'pie',
      owners: [1],
      createdBy: 1,
      changedBy: 1,
      lastSavedBy: 1,
      datasourceType: 'table',
    });
  });

  it('refuses a guest, a missing name and a non-table datasource before reading anything', async () => {
    const { sut, finder, charts } = setup();
    await expect(
      sut.create(viewer(null, { isGuest: true }), { slice_name: 'x', datasource_id: 4, datasource_type: 'table' }),
    ).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: 'Forbidden',
    });
    await expect(sut.create(viewer(1), { slice_name: ' ', datasource_id: 4, datasource_type: 'table' })).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      fields: { slice_name: ['Missing data for required field.'] },
    });
    await expect(sut.create(viewer(1), { slice_name: 'x', datasource_id: 4, datasource_type: 'query' })).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      fields: { datasource_type: ['Datasource type is invalid'] },
    });
    expect(finder.queryableDataset).not.toHaveBeenCalled();
    expect(charts.save).not.toHaveBeenCalled();
  });

  it('answers a dataset that does not exist with 400 on datasource_id, and names unknown owners', async () => {
    const { sut, finder, charts } = setup();
    finder.queryableDataset.mockResolvedValueOnce(null);
    await expect(sut.create(viewer(1), { slice_name: 'x', datasource_id: 9, datasource_type: 'table' })).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      message: 'datasource_id: Datasource does not exist',
    });
    await expect(
      sut.create(viewer(1), { slice_name: 'x', datasource_id: 4, datasource_type: 'table', owners: [98, 99] }),
    ).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      fields: { owners: ['Owners are invalid: no user with id 98, 99'] },
    });
    expect(charts.save).not.toHaveBeenCalled();
  });

  it('checks the dashboards before the insert, links them after, and removes the chart when linking fails', async () => {
    const { sut, links, charts } = setup();
    links.setDashboards
      .mockResolvedValueOnce({} as never)
      .mockRejectedValueOnce(new TesseraError(ErrorCode.FORBIDDEN, 'Changing this Dashboard is forbidden'));
    const error = await sut
      .create(viewer(1), { slice_name: 'Sales', datasource_id: 4, datasource_type: 'table', dashboards: [3] })
      .catch((e) => e);
    expect(error).toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(links.setDashboards.mock.calls).toEqual([
      [undefined, [3], 'Sales', true],
      [40, [3], 'Sales', false],
    ]);
    expect(charts.delete).toHaveBeenCalledWith({ id: 40 });
  });

  it('lets any reader store a query context for the chart’s own dataset only, without a user save', async () => {
    const { sut, finder, charts } = setup();
    finder.findReadable.mockResolvedValue(chart({ owners: [2] }));
    const own = JSON.stringify({ datasource: { id: 4, type: 'table' } });
    await expect(sut.update(viewer(1), 7, { query_context: own, query_context_generation: true })).resolves.toEqual({ id: 7 });
    expect(charts.update).toHaveBeenCalledWith({ id: 7 }, { queryContext: own });
    expect(charts.save).not.toHaveBeenCalled();

    const other = JSON.stringify({ datasource: { id: 5, type: 'table' } });
    await expect(sut.update(viewer(1), 7, { query_context: other, query_context_generation: true })).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      message: "query_context: The query context must use the chart's own dataset",
    });
  });

  it('refuses a full save by a non-owner and any change to an externally managed chart', async () => {
    const { sut, finder, charts } = setup();
    finder.findReadable.mockResolvedValue(chart({ owners: [2] }));
    await expect(sut.update(viewer(1), 7, { slice_name: 'Mine' })).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    finder.findReadable.mockResolvedValue(chart({ owners: [1], isManagedExternally: true }));
    await expect(sut.update(viewer(1), 7, { query_context: '{}', query_context_generation: true })).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
    expect(charts.save).not.toHaveBeenCalled();
    expect(charts.update).not.toHaveBeenCalled();
  });

  it('keeps a non-admin saver among the owners, rejects bad JSON and applies tags after the save', async () => {
    const { sut, finder, charts, mock } = setup();
    const tags = mock(ChartTagsClient);
    tags.resolveTagNames.mockResolvedValue(['finance']);
    finder.findReadable.mockResolvedValue(chart());
    await expect(sut.update(viewer(1), 7, { params: '{not json' })).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      fields: { params: ['JSON not valid'] },
    });
    expect(charts.save).not.toHaveBeenCalled();

    await sut.update(viewer(1), 7, { owners: [2], slice_name: 'Renamed', tags: [5] });
    expect(charts.save.mock.calls[0][0]).toMatchObject({ owners: [2, 1], sliceName: 'Renamed', changedBy: 1, lastSavedBy: 1 });
    expect(tags.applyCustomTags).toHaveBeenCalledWith(7, ['finance']);
    expect(charts.save.mock.invocationCallOrder[0]).toBeLessThan(tags.applyCustomTags.mock.invocationCallOrder[0]);
  });

  it('does not count a save that carries a query context generation as the user’s last save', async () => {
    const { sut, finder, charts } = setup();
    const saved = new Date(0);
    finder.findReadable.mockResolvedValue(chart({ lastSavedAt: saved, lastSavedBy: 2 }));
    await sut.update(viewer(1), 7, { params: '{}', query_context_generation: false });
    expect(charts.save.mock.calls[0][0]).toMatchObject({ lastSavedAt: saved, lastSavedBy: 2, changedBy: 1 });
  });

  it('deletes all or none: 404 for an unseen id, 403 for a chart not owned, then announces the ids once', async () => {
    const { sut, finder, charts, mock } = setup();
    const deletions = mock(ObjectsDeletedAnnouncer);
    finder.readableIds.mockResolvedValue([1]);
    await expect(sut.delete(viewer(1), [1, 2])).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });

    finder.readableIds.mockResolvedValue([1, 2]);
    charts.findBy.mockResolvedValue([chart({ id: 1, owners: [1] }), chart({ id: 2, owners: [3] })]);
    await expect(sut.delete(viewer(1), [1, 2])).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(charts.delete).not.toHaveBeenCalled();
    expect(deletions.deleted).not.toHaveBeenCalled();

    await expect(sut.delete(viewer(1, { isAdmin: true }), [1, 2, 2])).resolves.toBe(2);
    expect(deletions.deleted).toHaveBeenCalledWith('chart', [1, 2]);
  });
});
