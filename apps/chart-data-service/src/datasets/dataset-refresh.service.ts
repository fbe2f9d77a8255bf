import { notFound, type Caller, type RefreshReply } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { chartViewerOf } from '../access/viewer';
import { columnFromSource } from './dataset-child.patches';
import { planColumnSync } from './dataset-column.sync';
import { DatasetColumnEntity } from './dataset-column.entity';
import { DatasetMetricEntity } from './dataset-metric.entity';
import { DatasetSourceReader } from './dataset-source.reader';
import { managedExternally } from './dataset.errors';
import { DatasetEntity } from './dataset.entity';
import { DatasetFinder } from './dataset.finder';

/** Keeping a dataset's columns in step with its source, and removing single columns or metrics. */
@Injectable()
export class DatasetRefreshService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly finder: DatasetFinder,
    private readonly reader: DatasetSourceReader,
  ) {}

  /** `PUT /dataset/{id}/refresh`: re-reads the table or query and reports what changed. */
  async refresh(caller: Caller | undefined, id: number): Promise<RefreshReply> {
    const dataset = await this.finder.findEditable(chartViewerOf(caller), id);
    if (dataset.isManagedExternally) throw managedExternally();
    const source = await this.reader.columns(dataset.database, {
      tableName: dataset.tableName,
      schema: dataset.schemaName,
      catalog: dataset.catalog,
      sql: dataset.sql,
    });
    const plan = planColumnSync(dataset.columns, source);
    await this.dataSource.transaction(async (manager) => {
      if (plan.removed.length > 0) await manager.delete(DatasetColumnEntity, { id: In(plan.removed.map((column) => column.id)) });
      for (const column of plan.kept)
        await manager.update(DatasetColumnEntity, { id: column.id }, { type: column.type, expression: column.expression });
      if (plan.created.length > 0)
        await manager.insert(
          DatasetColumnEntity,
          plan.created.map((column) => columnFromSource(dataset.id, column)),
        );
      const mainDttmCol = dataset.mainDttmCol ?? plan.firstTemporal;
      await manager.update(DatasetEntity, { id }, { mainDttmCol, version: () => 'version + 1' });
    });
    return { message: 'OK', added: plan.added, modified: plan.modified, removed: plan.removed.map((column) => column.columnName) };
  }

  /** `DELETE /dataset/{id}/column/{columnId}`. */
  async deleteColumn(caller: Caller | undefined, id: number, columnId: number): Promise<void> {
    await this.deleteChild(caller, id, columnId, DatasetColumnEntity);
  }

  /** `DELETE /dataset/{id}/metric/{metricId}`. */
  async deleteMetric(caller: Caller | undefined, id: number, metricId: number): Promise<void> {
    await this.deleteChild(caller, id, metricId, DatasetMetricEntity);
  }

  private async deleteChild(
    caller: Caller | undefined,
    id: number,
    childId: number,
    entity: typeof DatasetColumnEntity | typeof DatasetMetricEntity,
  ): Promise<void> {
    const dataset = await this.finder.findEditable(chartViewerOf(caller), id);
    if (dataset.isManagedExternally) throw managedExternally();
    await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.delete(entity, { id: childId, datasetId: id });
      if (!affected) throw notFound();
      await manager.update(DatasetEntity, { id }, { version: () => 'version + 1' });
    });
  }
}
