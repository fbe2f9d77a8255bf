import type { DashboardCopyRequest, DashboardWriteReply } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Viewer } from '../access/viewer';
import { ChartLinksClient } from '../charts/chart-links.client';
import { isPlainObject, type JsonObject } from '../validation/json-checks';
import { parseJsonMetadata } from '../validation/json-metadata.validator';
import { remapLayoutCharts, remapMetadataCharts } from './chart-id-remap';
import { DashboardContentService } from './dashboard-content.service';
import { cssOrDefault, titleOrDefault } from './dashboard-save.rules';
import { DashboardViewsService } from './dashboard-views.service';
import { DashboardWritesService } from './dashboard-writes.service';
import { DashboardEntity } from './dashboard.entity';
import { DashboardFinder } from './dashboard.finder';
import { lastModifiedTime } from './dashboard.mapper';

/**
 * `POST /{id_or_slug}/copy/`: a new draft owned by the caller, with the metadata sent and the
 * layout sent in it (or the original's). With `duplicate_slices` the charts are copied too and
 * every chart reference follows the copies.
 */
@Injectable()
export class DashboardCopyService {
  constructor(
    @InjectRepository(DashboardEntity) private readonly dashboards: Repository<DashboardEntity>,
    private readonly finder: DashboardFinder,
    private readonly views: DashboardViewsService,
    private readonly content: DashboardContentService,
    private readonly writes: DashboardWritesService,
    private readonly charts: ChartLinksClient,
  ) {}

  async copy(viewer: Viewer, request: DashboardCopyRequest): Promise<DashboardWriteReply> {
    const original = await this.finder.findReadable(viewer, request.idOrSlug);
    let metadata = parseJsonMetadata(request.json_metadata);
    let layout = this.layoutOf(metadata, original);
    delete metadata.positions;
    let chartIds = await this.views.chartIdsOf(original.id);
    if (request.duplicate_slices) {
      const inLayout = layout
        ? Object.values(layout).flatMap((node) =>
            isPlainObject(node) && node.type === 'CHART' && isPlainObject(node.meta) ? [node.meta.chartId as number] : [],
          )
        : [];
      const idMap = await this.charts.duplicate([...new Set([...chartIds, ...inLayout])], viewer.userId);
      metadata = remapMetadataCharts(metadata, idMap);
      layout = layout ? remapLayoutCharts(layout, idMap) : null;
      chartIds = chartIds.map((id) => idMap.get(id) ?? id);
    }
    const prepared = await this.content.prepare({ json_metadata: JSON.stringify(layout ? { ...metadata, positions: layout } : metadata) });
    const copy = this.dashboards.create({
      dashboardTitle: titleOrDefault(request.dashboard_title),
      css: cssOrDefault(request.css),
      slug: null,
      published: false,
      owners: viewer.userId !== null ? [viewer.userId] : [],
      createdBy: viewer.userId,
      changedBy: viewer.userId,
      changedOn: new Date(),
      jsonMetadata: prepared.jsonMetadata ?? '{}',
      positionJson: prepared.positionJson ?? null,
      certifiedBy: null,
      certificationDetails: null,
    });
    const saved = await this.writes.insertChecked(copy, { ...prepared, chartIds: prepared.chartIds ?? chartIds });
    return { id: saved.id, last_modified_time: lastModifiedTime(saved) };
  }

  private layoutOf(metadata: JsonObject, original: DashboardEntity): JsonObject | null {
    if ('positions' in metadata) return isPlainObject(metadata.positions) ? metadata.positions : null;
    const stored: unknown = original.positionJson ? JSON.parse(original.positionJson) : null;
    return isPlainObject(stored) ? stored : null;
  }
}
