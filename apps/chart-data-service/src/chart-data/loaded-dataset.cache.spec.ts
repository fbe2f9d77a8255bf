import type { DataSource, UpdateEvent } from 'typeorm';
import { ChartEntity } from '../charts/chart.entity';
import { DatasetMetricEntity } from '../datasets/dataset-metric.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { LoadedDatasetCache } from './loaded-dataset.cache';

function dataset(version: number): DatasetEntity {
  return Object.assign(new DatasetEntity(), { id: 7, version });
}

const updated = (target: unknown) => ({ metadata: { target } }) as unknown as UpdateEvent<unknown>;

describe('loaded dataset cache', () => {
  let cache: LoadedDatasetCache;
  let loads: number;
  const load = (version: number) => async () => {
    loads += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return dataset(version);
  };

  beforeEach(() => {
    const subscribers: unknown[] = [];
    cache = new LoadedDatasetCache({ subscribers } as unknown as DataSource);
    expect(subscribers).toEqual([cache]);
    loads = 0;
  });

  it('loads once for requests that miss together, then answers from memory', async () => {
    const results = await Promise.all([cache.getOrLoad(7, load(1)), cache.getOrLoad(7, load(1)), cache.getOrLoad(7, load(1))]);
    expect(results.map((r) => r?.version)).toEqual([1, 1, 1]);
    expect((await cache.getOrLoad(7, load(2)))?.version).toBe(1);
    expect(loads).toBe(1);
  });

  it('forgets everything when a dataset, column, metric or database is written, not on other writes', async () => {
    await cache.getOrLoad(7, load(1));
    cache.afterUpdate(updated(ChartEntity));
    expect((await cache.getOrLoad(7, load(2)))?.version).toBe(1);
    cache.afterUpdate(updated(DatasetMetricEntity));
    expect((await cache.getOrLoad(7, load(3)))?.version).toBe(3);
  });

  it('does not keep a load that overlapped a write', async () => {
    const pending = cache.getOrLoad(7, load(1));
    cache.afterUpdate(updated(DatasetEntity));
    expect((await pending)?.version).toBe(1);
    expect((await cache.getOrLoad(7, load(2)))?.version).toBe(2);
  });
});
