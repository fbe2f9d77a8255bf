import { notFound, type EmbeddedDashboardView } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UserDirectoryClient } from '@tessera/platform';
import { Repository } from 'typeorm';
import type { Viewer } from '../access/viewer';
import { DashboardFinder } from '../dashboards/dashboard.finder';
import { EmbeddedDashboardEntity } from '../dashboards/embedded-dashboard.entity';

/** Embedding configuration: reading needs read access, changing it needs edit rights on the dashboard. */
@Injectable()
export class EmbeddedDashboardsService {
  constructor(
    @InjectRepository(EmbeddedDashboardEntity) private readonly embedded: Repository<EmbeddedDashboardEntity>,
    private readonly finder: DashboardFinder,
    private readonly users: UserDirectoryClient,
  ) {}

  async get(viewer: Viewer, ref: string): Promise<EmbeddedDashboardView> {
    const dashboard = await this.finder.findReadable(viewer, ref);
    const embedded = await this.embedded.findOneBy({ dashboardId: dashboard.id });
    if (!embedded) throw notFound();
    return this.view(embedded);
  }

  /** Creates or replaces the configuration; an existing embedding keeps its uuid. */
  async set(viewer: Viewer, ref: string, allowedDomains: string[]): Promise<EmbeddedDashboardView> {
    const dashboard = await this.finder.findEditable(viewer, ref);
    const domains = [...new Set(allowedDomains.map((domain) => domain.trim()).filter((domain) => domain !== ''))];
    const existing = await this.embedded.findOneBy({ dashboardId: dashboard.id });
    const entity = existing ?? this.embedded.create({ dashboardId: dashboard.id });
    entity.allowedDomains = domains;
    entity.changedOn = new Date();
    entity.changedBy = viewer.userId;
    return this.view(await this.embedded.save(entity));
  }

  async delete(viewer: Viewer, ref: string): Promise<boolean> {
    const dashboard = await this.finder.findEditable(viewer, ref);
    const result = await this.embedded.delete({ dashboardId: dashboard.id });
    return (result.affected ?? 0) > 0;
  }

  async byUuid(viewer: Viewer, uuid: string): Promise<EmbeddedDashboardView> {
    const embedded = await this.embedded.findOneBy({ uuid });
    if (!embedded) throw notFound();
    await this.finder.findReadable(viewer, embedded.dashboardId);
    return this.view(embedded);
  }

  private async view(embedded: EmbeddedDashboardEntity): Promise<EmbeddedDashboardView> {
    const users = await this.users.describe([embedded.changedBy]);
    return {
      uuid: embedded.uuid,
      allowed_domains: embedded.allowedDomains,
      dashboard_id: String(embedded.dashboardId),
      changed_on: embedded.changedOn.toISOString(),
      changed_by: embedded.changedBy !== null ? (users.get(embedded.changedBy) ?? null) : null,
    };
  }
}
