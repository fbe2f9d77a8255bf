import {
  Bundles,
  OwnedBundles,
  bundleImportFailed,
  bundleImportOutcome,
  forbidden,
  importOverwriteRefusal,
  TesseraError,
  type BundleFile,
  type BundleFileErrors,
  type BundleImportOutcome,
  type BundleImportRequest,
  type DashboardBundleItem,
  type DashboardYaml,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BusClient } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { DashboardAccessPolicy } from './dashboard-access.policy';
import type { Viewer } from '../access/viewer';
import { ChartLinksClient } from '../charts/chart-links.client';
import { isPlainObject, type JsonObject } from '../validation/json-checks';
import { checkJsonMetadata } from '../validation/json-metadata.validator';
import { checkLayout } from '../validation/position-json.validator';
import { remapLayoutCharts, remapMetadataCharts } from './chart-id-remap';
import { DashboardContentService } from './dashboard-content.service';
import { certification, cssOrDefault, normalizeSlug, titleOrDefault } from './dashboard-save.rules';
import { DashboardViewsService } from './dashboard-views.service';
import { DashboardWritesService } from './dashboard-writes.service';
import { DashboardEntity } from './dashboard.entity';
import { DashboardFinder } from './dashboard.finder';
import { dashboardBundleItem, parseObject } from './dashboard-bundle-item';
import { upgradeImportedDashboard } from './imported-dashboard';

/** CHART nodes of a layout: the chart id they were exported with and the chart's uuid. */
function layoutChartRefs(position: JsonObject | null | undefined): { nodeId: string; chartId: unknown; uuid: unknown }[] {
  if (!position) return [];
  return Object.entries(position).flatMap(([nodeId, node]) =>
    isPlainObject(node) && node.type === 'CHART' && isPlainObject(node.meta)
      ? [{ nodeId, chartId: node.meta.chartId, uuid: node.meta.uuid }]
      : [],
  );
}

/** Native filter targets named by dataset uuid in the bundle point at this installation's dataset ids. */
function withDatasetIds(metadata: JsonObject, datasetIds: Record<string, number>): JsonObject {
  if (!Array.isArray(metadata.native_filter_configuration)) return metadata;
  const filters = metadata.native_filter_configuration.map((filter) => {
    if (!isPlainObject(filter) || !Array.isArray(filter.targets)) return filter;
    const targets = filter.targets.map((target) => {
      if (!isPlainObject(target) || typeof target.datasetUuid !== 'string') return target;
      const { datasetUuid, ...rest } = target;
      return { ...rest, datasetId: datasetIds[datasetUuid] };
    });
    return { ...filter, targets };
  });
  return { ...metadata, native_filter_configuration: filters };
}

/**
 * Dashboards as Superset's v1 bundles, with their charts, datasets and databases. This service owns
 * the dashboards; the chart-data service writes and reads the bundle format and everything the
 * dashboards show.
 */
@Injectable()
export class DashboardBundlesService {
  constructor(
    @InjectRepository(DashboardEntity) private readonly dashboards: Repository<DashboardEntity>,
    private readonly finder: DashboardFinder,
    private readonly policy: DashboardAccessPolicy,
    private readonly views: DashboardViewsService,
    private readonly content: DashboardContentService,
    private readonly writes: DashboardWritesService,
    private readonly charts: ChartLinksClient,
    private readonly bus: BusClient,
  ) {}

  /** Every id must name a dashboard the caller may see; its charts travel along (charts deleted since are left out). */
  async export(viewer: Viewer, ids: number[]): Promise<BundleFile> {
    const items: DashboardBundleItem[] = [];
    const chartIds = new Set<number>();
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const dashboard = await this.finder.findReadable(viewer, id);
      const position = parseObject(dashboard.positionJson);
      for (const chartId of await this.views.chartIdsOf(dashboard.id)) chartIds.add(chartId);
      for (const ref of layoutChartRefs(position)) if (typeof ref.chartId === 'number') chartIds.add(ref.chartId);
      items.push(dashboardBundleItem(dashboard));
    }
    const existing = (await this.charts.charts([...chartIds])).map((chart) => chart.id);
    return this.bus.request(Bundles.export, { resource: 'dashboard', ids: existing, dashboards: items });
  }

  /**
   * Checks the whole bundle first (its charts, datasets and databases on a dry run, the dashboards
   * here), then applies the charts and their dependencies and then the dashboards, whose chart and
   * dataset references are pointed at the ids they got here.
   */
  async import(viewer: Viewer, request: BundleImportRequest, kind: 'dashboard' | 'assets' = 'dashboard'): Promise<BundleImportOutcome> {
    if (viewer.guestResources || viewer.userId === null) throw forbidden();
    const base: BundleImportRequest = { ...request, resource: kind };
    const checked = await this.bus.request(Bundles.import, { ...base, dryRun: true });
    const leftOut: Record<string, string[]> = Object.fromEntries(
      Object.entries(checked.skipped ?? {}).map(([path, reason]) => [path, [reason]]),
    );
    const knownCharts = new Set(Object.keys(checked.chartIds));
    const files = Object.entries(checked.dashboards).map(([path, original]): [string, DashboardYaml] => {
      const upgraded = upgradeImportedDashboard(original, checked.filterBoxes ?? {}, knownCharts);
      if (upgraded.leftOut.length > 0) leftOut[path] = upgraded.leftOut;
      return [path, upgraded.yaml];
    });
    const existing = new Map(
      (files.length > 0 ? await this.dashboards.findBy({ uuid: In(files.map(([, yaml]) => yaml.uuid)) }) : []).map((dashboard) => [
        dashboard.uuid,
        dashboard,
      ]),
    );
    const errors: BundleFileErrors = { ...(checked.errors ?? {}) };
    for (const [path, yaml] of files) {
      // The chart-data service's word on a file (a chart or dataset it names is nowhere) stands.
      if (errors[path]) continue;
      const problem = await this.problemOf(viewer, yaml, existing.get(yaml.uuid), request.overwrite === true, checked.datasetIds);
      if (problem) errors[path] = problem;
    }
    if (Object.keys(errors).length > 0) throw bundleImportFailed(kind, errors);

    const applied = await this.bus.request(Bundles.import, { ...base, dryRun: false });
    for (const [, yaml] of files) {
      const position = yaml.position ?? null;
      const idMap = new Map<number, number>();
      for (const ref of layoutChartRefs(position)) idMap.set(ref.chartId as number, applied.chartIds[ref.uuid as string]);
      const metadata = remapMetadataCharts(withDatasetIds(yaml.metadata ?? {}, applied.datasetIds), idMap);
      const layout = position && Object.keys(position).length > 0 ? remapLayoutCharts(position, idMap) : null;
      const prepared = await this.content.prepare({ json_metadata: JSON.stringify({ ...metadata, positions: layout }) }, 'all');
      const rules = certification(yaml.certified_by ?? null, yaml.certification_details ?? null);
      const dashboard =
        existing.get(yaml.uuid) ??
        this.dashboards.create({
          uuid: yaml.uuid,
          owners: [viewer.userId],
          createdBy: viewer.userId,
          isManagedExternally: false,
          externalUrl: null,
        });
      Object.assign(dashboard, {
        dashboardTitle: titleOrDefault(yaml.dashboard_title),
        slug: normalizeSlug(yaml.slug ?? null),
        css: cssOrDefault(yaml.css ?? null),
        published: yaml.published ?? false,
        certifiedBy: rules.certifiedBy,
        certificationDetails: rules.certificationDetails,
        jsonMetadata: prepared.jsonMetadata ?? '{}',
        positionJson: prepared.positionJson ?? null,
        changedBy: viewer.userId,
        changedOn: new Date(),
      });
      await this.writes.insertChecked(dashboard, { ...prepared, chartIds: prepared.chartIds ?? [] });
    }
    // A whole instance carries saved queries too; their owner stores them on the databases just imported.
    if (kind === 'assets' && Object.keys(applied.savedQueries).length > 0) {
      await this.bus.request(OwnedBundles.savedQueriesApply, { files: applied.savedQueries, databaseIds: applied.databaseIds });
    }
    return bundleImportOutcome(leftOut);
  }

  /** Why one dashboard file cannot be applied, checked before anything is written. */
  private async problemOf(
    viewer: Viewer,
    yaml: DashboardYaml,
    existing: DashboardEntity | undefined,
    overwrite: boolean,
    datasetIds: Record<string, number>,
  ): Promise<BundleFileErrors[string] | null> {
    if (existing && !overwrite) return importOverwriteRefusal('dashboard');
    if (existing && !this.policy.canEdit(viewer, existing))
      return `You don't have the rights to alter dashboard ${existing.dashboardTitle}`;
    const slug = normalizeSlug(yaml.slug ?? null);
    if (slug) {
      const holder = await this.dashboards.findOneBy({ slug });
      if (holder && holder.uuid !== yaml.uuid) return { slug: [`Must be unique: another dashboard already uses "${slug}"`] };
    }
    try {
      checkJsonMetadata(withDatasetIds(yaml.metadata ?? {}, datasetIds), 'all');
      if (yaml.position && Object.keys(yaml.position).length > 0) checkLayout(yaml.position, 'position');
    } catch (error) {
      if (!(error instanceof TesseraError)) throw error;
      return { _schema: [error.message] };
    }
    const unnamed = layoutChartRefs(yaml.position).find((ref) => typeof ref.uuid !== 'string' || typeof ref.chartId !== 'number');
    if (unnamed) return { position: [`${unnamed.nodeId} names no chart uuid and id`] };
    return null;
  }
}
