import { notFound, type Caller } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { chartViewerOf } from '../access/viewer';
import { AccessObjectsAnnouncer } from '../clients/access-objects.announcer';
import { ObjectsDeletedAnnouncer } from '../clients/objects-deleted.announcer';
import { canEditDataset } from './dataset-write.rules';
import { datasetForbidden } from './dataset.errors';
import { DatasetEntity } from './dataset.entity';
import { DatasetFinder } from './dataset.finder';

/**
 * Deletes all or none: 404 when any dataset is missing or unseen, 403 when any is not the caller's.
 * Charts on a deleted dataset stay, without a dataset, as in Superset.
 */
@Injectable()
export class DatasetDeleteService {
  constructor(
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
    private readonly finder: DatasetFinder,
    private readonly deletions: ObjectsDeletedAnnouncer,
    private readonly accessObjects: AccessObjectsAnnouncer,
  ) {}

  async delete(caller: Caller | undefined, ids: number[]): Promise<number> {
    const viewer = chartViewerOf(caller);
    const unique = [...new Set(ids)];
    const visible = new Set(await this.finder.readableIds(viewer, unique));
    if (unique.some((id) => !visible.has(id))) throw notFound();
    const datasets = await this.datasets.findBy({ id: In(unique) });
    if (datasets.some((dataset) => !canEditDataset(viewer, dataset))) throw datasetForbidden();
    await this.datasets.delete({ id: In(unique) });
    await this.deletions.deleted('dataset', unique);
    await this.accessObjects.datasetsChanged(datasets, true);
    return unique.length;
  }
}
