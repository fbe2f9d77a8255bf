import type { ObjectSummary } from '@tessera/contracts';
import type { UserDirectoryClient } from '@tessera/platform';
import type { Repository } from 'typeorm';
import type { ChartViewer } from '../access/viewer';
import { canEditDataset } from './dataset-write.rules';
import type { DatasetEntity } from './dataset.entity';
import { datasetVisibility } from './dataset.finder';
import { toDatasetObjectSummary, userIdsOf } from './dataset.mapper';

/** Datasets among `ids` the viewer sees, as tags, favourites and recents name them. */
export async function describeDatasets(
  datasets: Repository<DatasetEntity>,
  users: UserDirectoryClient,
  viewer: ChartViewer,
  ids: number[],
): Promise<ObjectSummary[]> {
  if (ids.length === 0) return [];
  const qb = datasets.createQueryBuilder('d').where('d.id IN (:...ids)', { ids: [...new Set(ids)] });
  const visibility = datasetVisibility(viewer, 'd');
  if (visibility) qb.andWhere(visibility.sql, visibility.params);
  const found = await qb.orderBy('d.id', 'ASC').getMany();
  const names = await users.describe(found.flatMap(userIdsOf));
  return found.map((dataset) => toDatasetObjectSummary(dataset, names, canEditDataset(viewer, dataset)));
}
