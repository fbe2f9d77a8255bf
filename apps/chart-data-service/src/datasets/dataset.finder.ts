import { notFound } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SqlCondition } from '../access/dataset-access';
import { seesAllData, type ChartViewer } from '../access/viewer';
import type { LoadedDataset } from './dataset-data.mapper';
import { canEditDataset } from './dataset-write.rules';
import { datasetForbidden } from './dataset.errors';
import { DatasetEntity } from './dataset.entity';

/**
 * Finds datasets and applies Superset's dataset rules. Read (`DatasourceFilter`): Admin and
 * all-data roles see every dataset, others those their data-access permissions name or that they
 * own; an unreadable dataset is "not found". Edit: Admin or owner.
 */
@Injectable()
export class DatasetFinder {
  constructor(@InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>) {}

  async findReadable(viewer: ChartViewer, id: number): Promise<LoadedDataset> {
    const dataset = await this.datasets.findOne({ where: { id }, relations: { database: true, columns: true, metrics: true } });
    if (!dataset || !(await this.canRead(viewer, dataset.id))) throw notFound();
    return dataset as LoadedDataset;
  }

  async findEditable(viewer: ChartViewer, id: number): Promise<LoadedDataset> {
    const dataset = await this.findReadable(viewer, id);
    if (!canEditDataset(viewer, dataset)) throw datasetForbidden();
    return dataset;
  }

  async canRead(viewer: ChartViewer, id: number): Promise<boolean> {
    return (await this.readableIds(viewer, [id])).length === 1;
  }

  /** The ids among `ids` the viewer may see. */
  async readableIds(viewer: ChartViewer, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const qb = this.datasets
      .createQueryBuilder('d')
      .select('d.id', 'id')
      .where('d.id IN (:...ids)', { ids: [...new Set(ids)] });
    const condition = this.visibility(viewer, 'd');
    if (condition) qb.andWhere(condition.sql, condition.params);
    return (await qb.getRawMany<{ id: number }>()).map((row) => Number(row.id));
  }

  /** Which datasets (alias `alias`) the viewer sees, as SQL; null means every dataset. */
  visibility(viewer: ChartViewer, alias: string): SqlCondition | null {
    return datasetVisibility(viewer, alias);
  }
}

/** Superset's `DatasourceFilter` as SQL over a dataset alias: data access or ownership; null when all pass. */
export function datasetVisibility(viewer: ChartViewer, alias: string): SqlCondition | null {
  if (seesAllData(viewer)) return null;
  const owned = `:visibility_user = ANY(${alias}.owners)`;
  const params: Record<string, unknown> = { visibility_user: viewer.userId ?? -1 };
  const access = viewer.access.condition('access_ds', 'access_db');
  if (!access || access.sql === 'FALSE') return { sql: `(${owned})`, params };
  return {
    sql: `(${owned} OR ${alias}.id IN (SELECT access_ds.id FROM charts.dataset access_ds JOIN charts.database access_db ON access_db.id = access_ds.database_id WHERE ${access.sql}))`,
    params: { ...params, ...access.params },
  };
}
