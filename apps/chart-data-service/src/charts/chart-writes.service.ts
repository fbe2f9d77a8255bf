import { notFound, type ChartWriteFields, type ChartWriteReply } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UserDirectoryClient } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { ownersAfterSave } from '../access/ownership.rules';
import { canEditChart, type ChartViewer } from '../access/viewer';
import { ChartTagsClient } from '../clients/chart-tags.client';
import { DashboardLinksClient } from '../clients/dashboard-links.client';
import { ObjectsDeletedAnnouncer } from '../clients/objects-deleted.announcer';
import { checkCreateFields, checkJsonFields, checkQueryContextDatasource, isQueryContextUpdate, vizTypeOf } from './chart-write.rules';
import { chartForbidden, datasourceMissing, datasourceTypeInvalid, ownersInvalid } from './chart.errors';
import { ChartEntity } from './chart.entity';
import { ChartFinder } from './chart.finder';

/** Creating, saving and deleting charts. Every check runs before anything is written. */
@Injectable()
export class ChartWritesService {
  constructor(
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
    private readonly finder: ChartFinder,
    private readonly users: UserDirectoryClient,
    private readonly tags: ChartTagsClient,
    private readonly links: DashboardLinksClient,
    private readonly deletions: ObjectsDeletedAnnouncer,
  ) {}

  async create(viewer: ChartViewer, fields: ChartWriteFields): Promise<ChartWriteReply> {
    if (viewer.isGuest) throw chartForbidden();
    const { sliceName, datasourceId } = checkCreateFields(fields);
    checkJsonFields(fields);
    await this.checkDataset(viewer, datasourceId, fields.datasource_type);
    const owners = ownersAfterSave(viewer, fields.owners, true) as number[];
    await this.assertUsersExist(owners);
    const dashboards = fields.dashboards ?? [];
    // The chart id is needed to link it, so the dashboards are checked first and linked after the insert.
    if (dashboards.length > 0) await this.links.setDashboards(undefined, dashboards, sliceName, true);
    const now = new Date();
    const chart = await this.charts.save(
      this.charts.create({
        sliceName,
        description: fields.description ?? null,
        vizType: vizTypeOf(fields),
        params: fields.params ?? null,
        queryContext: fields.query_context ?? null,
        cacheTimeout: fields.cache_timeout ?? null,
        datasourceId,
        datasourceType: 'table',
        certifiedBy: fields.certified_by ?? null,
        certificationDetails: fields.certification_details ?? null,
        isManagedExternally: fields.is_managed_externally ?? false,
        externalUrl: fields.external_url ?? null,
        owners,
        lastSavedAt: now,
        lastSavedBy: viewer.userId,
        createdBy: viewer.userId,
        changedBy: viewer.userId,
      }),
    );
    if (dashboards.length > 0) {
      try {
        await this.links.setDashboards(chart.id, dashboards, sliceName, false);
      } catch (error) {
        // A chart that could not be put on its dashboards is not kept half-saved.
        await this.charts.delete({ id: chart.id });
        throw error;
      }
    }
    return { id: chart.id };
  }

  async update(viewer: ChartViewer, id: number, fields: ChartWriteFields): Promise<ChartWriteReply> {
    const chart = await this.finder.findReadable(viewer, id);
    if (viewer.isGuest || chart.isManagedExternally) throw chartForbidden();
    if (isQueryContextUpdate(fields)) {
      checkJsonFields(fields);
      checkQueryContextDatasource(fields.query_context, chart.datasourceId);
      await this.charts.update({ id: chart.id }, { queryContext: fields.query_context ?? null });
      return { id: chart.id };
    }
    if (!canEditChart(viewer, chart)) throw chartForbidden();
    checkJsonFields(fields);
    if ('datasource_id' in fields || 'datasource_type' in fields) {
      const datasourceId = 'datasource_id' in fields ? fields.datasource_id : chart.datasourceId;
      if (datasourceId === null || datasourceId === undefined) throw datasourceMissing();
      await this.checkDataset(viewer, datasourceId, fields.datasource_type ?? chart.datasourceType);
      chart.datasourceId = datasourceId;
    }
    const owners = ownersAfterSave(viewer, fields.owners, false);
    if (owners !== undefined) await this.assertUsersExist(owners);
    const tagNames = fields.tags !== undefined ? await this.tags.resolveTagNames(fields.tags) : undefined;
    this.apply(chart, fields, owners);
    if (fields.dashboards !== undefined) await this.links.setDashboards(chart.id, fields.dashboards, chart.sliceName, false);
    if (fields.query_context_generation === undefined || fields.query_context_generation === null) {
      chart.lastSavedAt = new Date();
      chart.lastSavedBy = viewer.userId;
    }
    chart.changedBy = viewer.userId;
    await this.charts.save(chart);
    if (tagNames !== undefined) await this.tags.applyCustomTags(chart.id, tagNames);
    return { id: chart.id };
  }

  /** Deletes all or none: 404 when any is missing or unseen, 403 when any is not the caller's. */
  async delete(viewer: ChartViewer, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    const visible = new Set(await this.finder.readableIds(viewer, unique));
    if (unique.some((id) => !visible.has(id))) throw notFound();
    const charts = await this.charts.findBy({ id: In(unique) });
    if (charts.some((chart) => !canEditChart(viewer, chart))) throw chartForbidden();
    await this.charts.delete({ id: In(unique) });
    await this.deletions.deleted('chart', unique);
    return unique.length;
  }

  private apply(chart: ChartEntity, fields: ChartWriteFields, owners: number[] | undefined): void {
    if (typeof fields.slice_name === 'string') chart.sliceName = fields.slice_name;
    if ('description' in fields) chart.description = fields.description ?? null;
    if (typeof fields.viz_type === 'string') chart.vizType = fields.viz_type;
    if ('params' in fields) chart.params = fields.params ?? null;
    if ('query_context' in fields) chart.queryContext = fields.query_context ?? null;
    if ('cache_timeout' in fields) chart.cacheTimeout = fields.cache_timeout ?? null;
    if ('certified_by' in fields) chart.certifiedBy = fields.certified_by ?? null;
    if ('certification_details' in fields) chart.certificationDetails = fields.certification_details ?? null;
    if (typeof fields.is_managed_externally === 'boolean') chart.isManagedExternally = fields.is_managed_externally;
    if ('external_url' in fields) chart.externalUrl = fields.external_url ?? null;
    if (owners !== undefined) chart.owners = owners;
  }

  /** The dataset must be a table-type datasource that exists (400) and that the caller may query (403). */
  private async checkDataset(viewer: ChartViewer, datasetId: number, type: string | null | undefined): Promise<void> {
    if (type !== 'table') throw datasourceTypeInvalid();
    if (!(await this.finder.queryableDataset(viewer, datasetId))) throw datasourceMissing();
  }

  private async assertUsersExist(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await this.users.describe(ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw ownersInvalid(missing);
  }
}
