import { notFound } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SqlCondition } from '../access/dataset-access';
import { canEditChart, seesAllData, type ChartViewer } from '../access/viewer';
import { datasetName } from '../datasets/dataset-naming';
import { DatasetEntity } from '../datasets/dataset.entity';
import { ChartEntity } from './chart.entity';
import { datasetAccessDenied, chartForbidden } from './chart.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Finds charts and applies Superset's chart rules. Read (`ChartFilter`): Admin sees every chart,
 * others the charts on datasets they may query; an unreadable chart is "not found". Edit: Admin or owner.
 */
@Injectable()
export class ChartFinder {
  constructor(
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
  ) {}

  /** By id or uuid, whatever the caller's access; 404 when missing. */
  async find(ref: string | number): Promise<ChartEntity> {
    const text = String(ref).trim();
    const chart = /^\d+$/.test(text)
      ? await this.charts.findOneBy({ id: Number(text) })
      : UUID.test(text)
        ? await this.charts.findOneBy({ uuid: text })
        : null;
    if (!chart) throw notFound();
    return chart;
  }

  async findReadable(viewer: ChartViewer, ref: string | number): Promise<ChartEntity> {
    const chart = await this.find(ref);
    if (!(await this.canRead(viewer, chart))) throw notFound();
    return chart;
  }

  async findEditable(viewer: ChartViewer, ref: string | number): Promise<ChartEntity> {
    const chart = await this.findReadable(viewer, ref);
    if (!canEditChart(viewer, chart)) throw chartForbidden();
    return chart;
  }

  async canRead(viewer: ChartViewer, chart: ChartEntity): Promise<boolean> {
    return (await this.readableIds(viewer, [chart.id])).length === 1;
  }

  /** The ids among `ids` the viewer may see. */
  async readableIds(viewer: ChartViewer, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const qb = this.charts
      .createQueryBuilder('c')
      .select('c.id', 'id')
      .where('c.id IN (:...ids)', { ids: [...new Set(ids)] });
    const condition = this.visibility(viewer, 'c');
    if (condition) qb.andWhere(condition.sql, condition.params);
    return (await qb.getRawMany<{ id: number }>()).map((row) => Number(row.id));
  }

  /** Which charts (alias `alias`) the viewer sees, as SQL; null means every chart. */
  visibility(viewer: ChartViewer, alias: string): SqlCondition | null {
    if (seesAllData(viewer)) return null;
    const access = viewer.access.condition('access_ds', 'access_db');
    if (!access || access.sql === 'FALSE') return { sql: 'FALSE', params: {} };
    return {
      sql: `${alias}.datasource_id IN (SELECT access_ds.id FROM charts.dataset access_ds JOIN charts.database access_db ON access_db.id = access_ds.database_id WHERE ${access.sql})`,
      params: access.params,
    };
  }

  /** The dataset a chart would use, checked to exist (null when it does not) and to be queryable by the viewer (403). */
  async queryableDataset(viewer: ChartViewer, datasetId: number): Promise<DatasetEntity | null> {
    const dataset = await this.datasets.findOne({ where: { id: datasetId }, relations: { database: true } });
    if (!dataset || !dataset.database) return null;
    const location = {
      id: dataset.id,
      databaseId: dataset.databaseId,
      databaseName: dataset.database.databaseName,
      schema: dataset.schemaName,
      catalog: dataset.catalog,
    };
    if (!seesAllData(viewer) && !viewer.access.allows(location)) throw datasetAccessDenied(datasetName(dataset));
    return dataset;
  }
}
