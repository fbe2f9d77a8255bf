import { AccessObjectsChanged, ErrorCode, type Caller } from '@tessera/contracts';
import type { JsonLogger } from '@tessera/platform';
import { FakeBus, newServiceTest } from '@tessera/platform/testing';
import { DataSource, In, QueryFailedError } from 'typeorm';
import { AccessObjectsAnnouncer } from '../clients/access-objects.announcer';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetColumnEntity } from './dataset-column.entity';
import type { LoadedDataset } from './dataset-data.mapper';
import { DatasetMetricEntity } from './dataset-metric.entity';
import { DatasetRefreshService } from './dataset-refresh.service';
import { DatasetStore } from './dataset-store';
import { datasetExists } from './dataset.errors';
import { DatasetEntity } from './dataset.entity';
import { DatasetFinder } from './dataset.finder';
import { DatasetUpdateService } from './dataset-update.service';

const alice = { userId: 1, username: 'alice', roles: ['Alpha'] } as Caller;

const database = (id: number) => Object.assign(new DatabaseEntity(), { id, databaseName: `db${id}`, engine: 'postgresql', extra: '{}' });

function dataset(fields: Partial<LoadedDataset> = {}): LoadedDataset {
  return Object.assign(new DatasetEntity(), {
    id: 5,
    databaseId: 2,
    database: database(2),
    catalog: null,
    schemaName: 'public',
    tableName: 'sales',
    owners: [1],
    isManagedExternally: false,
    columns: [
      Object.assign(new DatasetColumnEntity(), { id: 11, columnName: 'region' }),
      Object.assign(new DatasetColumnEntity(), { id: 12, columnName: 'amount' }),
    ],
    metrics: [Object.assign(new DatasetMetricEntity(), { id: 21, metricName: 'count' })],
    ...fields,
  }) as LoadedDataset;
}

function setup(loaded = dataset()) {
  // The announcer is the real one over a recording bus, so the event the security side receives is asserted.
  const events = new FakeBus();
  const announcer = new AccessObjectsAnnouncer(events.client, { warn: jest.fn() } as unknown as JsonLogger);
  const test = newServiceTest(DatasetUpdateService, new Map([[AccessObjectsAnnouncer, announcer]]));
  const manager = {
    update: jest.fn(async () => undefined),
    insert: jest.fn(async () => undefined),
    delete: jest.fn(async () => undefined),
  };
  const dataSource = test.mock(DataSource);
  dataSource.transaction.mockImplementation((async (work: (m: typeof manager) => unknown) => work(manager)) as never);
  const finder = test.mock(DatasetFinder);
  finder.findEditable.mockResolvedValue(loaded);
  finder.findReadable.mockResolvedValue(loaded);
  const store = test.mock(DatasetStore);
  store.database.mockImplementation(async (id) => database(id));
  return { ...test, events, manager, dataSource, finder, store };
}

describe('DatasetUpdateService', () => {
  it('writes the given fields with the saver and a version bump, and answers the dataset as read back', async () => {
    const { sut, manager, finder } = setup();
    const reply = await sut.update(alice, 5, { description: 'Sales by region', cache_timeout: 60 }, false);
    expect(manager.update).toHaveBeenCalledWith(
      DatasetEntity,
      { id: 5 },
      { description: 'Sales by region', cacheTimeout: 60, changedBy: 1, version: expect.any(Function) },
    );
    expect(finder.findReadable).toHaveBeenCalledWith(expect.objectContaining({ userId: 1 }), 5);
    expect(reply.id).toBe(5);
  });

  it('refuses an externally managed dataset and malformed fields before opening a transaction', async () => {
    const { sut, dataSource, finder } = setup();
    finder.findEditable.mockResolvedValueOnce(dataset({ isManagedExternally: true }));
    await expect(sut.update(alice, 5, { description: 'x' }, false)).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    await expect(sut.update(alice, 5, { extra: '[1]' }, false)).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      fields: { extra: ['JSON not valid'] },
    });
    await expect(sut.update(alice, 5, { default_endpoint: '//evil.example' }, false)).rejects.toMatchObject({
      fields: { default_endpoint: ['The submitted URL is not considered safe, only use URLs with the same domain as Tessera.'] },
    });
    expect(dataSource.transaction).not.toHaveBeenCalled();
  });

  it('checks a moved table for uniqueness and announces the new place to the security side', async () => {
    const { sut, store, manager, events } = setup();
    await sut.update(alice, 5, { database_id: 3, schema: '', table_name: ' orders ' }, false);
    expect(store.database).toHaveBeenCalledWith(3, alice);
    expect(store.assertUnique).toHaveBeenCalledWith({ databaseId: 3, catalog: null, schema: null, tableName: 'orders' }, 5);
    expect(manager.update).toHaveBeenCalledWith(
      DatasetEntity,
      { id: 5 },
      expect.objectContaining({ databaseId: 3, schemaName: null, tableName: 'orders' }),
    );
    expect(events.sent(AccessObjectsChanged)).toEqual([{ database_id: 3 }]);
  });

  it('leaves uniqueness and the security side alone when the table stays where it is', async () => {
    const { sut, store, events } = setup();
    await sut.update(alice, 5, { table_name: 'sales', description: 'same table' }, false);
    expect(store.assertUnique).not.toHaveBeenCalled();
    expect(events.sent(AccessObjectsChanged)).toEqual([]);
  });

  it('writes nothing when another dataset has the table', async () => {
    const { sut, store, dataSource } = setup();
    store.assertUnique.mockRejectedValue(datasetExists('orders', 'public'));
    await expect(sut.update(alice, 5, { table_name: 'orders' }, false)).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      fields: { table: ['Dataset public.orders already exists'] },
    });
    expect(dataSource.transaction).not.toHaveBeenCalled();
  });

  it('keeps a non-admin saver among the owners, checked to exist', async () => {
    const { sut, store, manager } = setup();
    await sut.update(alice, 5, { owners: [2, 2] }, false);
    expect(store.assertUsersExist).toHaveBeenCalledWith([2, 1]);
    expect(manager.update).toHaveBeenCalledWith(DatasetEntity, { id: 5 }, expect.objectContaining({ owners: [2, 1] }));
  });

  it('treats the column list as authoritative: deletes the left-out, updates by id, inserts the new', async () => {
    const { sut, manager } = setup();
    await sut.update(
      alice,
      5,
      {
        columns: [
          { id: 11, column_name: 'area' },
          { column_name: 'margin', expression: ' ' },
        ],
      },
      false,
    );
    expect(manager.delete).toHaveBeenCalledWith(DatasetColumnEntity, { id: In([12]) });
    expect(manager.update).toHaveBeenCalledWith(DatasetColumnEntity, { id: 11 }, { columnName: 'area' });
    expect(manager.insert).toHaveBeenCalledWith(DatasetColumnEntity, { columnName: 'margin', expression: null, datasetId: 5 });
    expect(manager.delete.mock.invocationCallOrder[0]).toBeLessThan(manager.insert.mock.invocationCallOrder[0]);
  });

  it('refuses duplicated, foreign and already existing child names with Superset’s messages', async () => {
    const { sut, dataSource } = setup();
    const refused = (fields: Parameters<DatasetUpdateService['update']>[2]) => sut.update(alice, 5, fields, false).catch((e) => e.fields);
    expect(await refused({ columns: [{ column_name: 'a' }, { column_name: 'a' }] })).toEqual({
      columns: ['One or more columns are duplicated'],
    });
    expect(await refused({ columns: [{ id: 99, column_name: 'a' }] })).toEqual({ columns: ['One or more columns do not exist'] });
    expect(await refused({ metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }] })).toEqual({
      metrics: ['One or more metrics already exist'],
    });
    expect(dataSource.transaction).not.toHaveBeenCalled();
  });

  it('replaces every column on override_columns and then syncs them with the source', async () => {
    const { sut, manager, mock } = setup();
    await sut.update(alice, 5, { columns: [{ id: 11, column_name: 'amount' }] }, true);
    expect(manager.delete).toHaveBeenCalledWith(DatasetColumnEntity, { id: In([11, 12]) });
    expect(manager.insert).toHaveBeenCalledWith(DatasetColumnEntity, { columnName: 'amount', datasetId: 5 });
    expect(mock(DatasetRefreshService).refresh).toHaveBeenCalledWith(alice, 5);
  });

  it('answers a unique-name clash from the table as 422 on the list it came from', async () => {
    const { sut, manager } = setup();
    manager.update
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(
        new QueryFailedError('UPDATE', [], Object.assign(new Error('duplicate'), { code: '23505', table: 'dataset_metric' })),
      );
    const error = await sut.update(alice, 5, { metrics: [{ id: 21, metric_name: 'total', expression: 'SUM(x)' }] }, false).catch((e) => e);
    expect(error).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, fields: { metrics: ['One or more metrics already exist'] } });
  });
});
