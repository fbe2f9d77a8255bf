import { Bundles, forbidden, OwnedBundles, type BundleFile, type BundleImportOutcome, type BundleImportRequest } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BusClient } from '@tessera/platform';
import { Repository } from 'typeorm';
import type { Viewer } from '../access/viewer';
import { dashboardBundleItem } from './dashboard-bundle-item';
import { DashboardBundlesService } from './dashboard-bundles.service';
import { DashboardEntity } from './dashboard.entity';

/**
 * Superset's whole-instance sync (`/api/v1/assets/…`, what GitOps tools and the Superset CLI use):
 * every database (passwords masked), dataset, chart, dashboard and saved query in one bundle, and
 * its import, which replaces whatever is here with the bundle's objects. Administrators only.
 */
@Injectable()
export class DashboardAssetsService {
  constructor(
    @InjectRepository(DashboardEntity) private readonly dashboards: Repository<DashboardEntity>,
    private readonly bundles: DashboardBundlesService,
    private readonly bus: BusClient,
  ) {}

  async export(viewer: Viewer): Promise<BundleFile> {
    if (!viewer.isAdmin) throw forbidden();
    const dashboards = (await this.dashboards.find({ order: { id: 'ASC' } })).map(dashboardBundleItem);
    const savedQueries = await this.bus.request(OwnedBundles.savedQueryItems, {});
    return this.bus.request(Bundles.export, { resource: 'assets', ids: [], dashboards, savedQueries });
  }

  import(viewer: Viewer, request: BundleImportRequest): Promise<BundleImportOutcome> {
    if (!viewer.isAdmin) throw forbidden();
    return this.bundles.import(viewer, { ...request, overwrite: true }, 'assets');
  }
}
