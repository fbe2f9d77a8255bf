import { forbidden, notFound } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DashboardAccessPolicy } from './dashboard-access.policy';
import type { Viewer } from '../access/viewer';
import { DashboardEntity } from './dashboard.entity';

/** Finds dashboards by id or slug and applies the read and edit rules: 404 when missing, 403 when not allowed. */
@Injectable()
export class DashboardFinder {
  constructor(
    @InjectRepository(DashboardEntity) private readonly dashboards: Repository<DashboardEntity>,
    private readonly policy: DashboardAccessPolicy,
  ) {}

  async find(ref: string | number): Promise<DashboardEntity> {
    const text = String(ref).trim();
    const dashboard = /^\d+$/.test(text)
      ? await this.dashboards.findOneBy({ id: Number(text) })
      : await this.dashboards.findOneBy({ slug: text });
    if (!dashboard) throw notFound();
    return dashboard;
  }

  async findReadable(viewer: Viewer, ref: string | number): Promise<DashboardEntity> {
    const dashboard = await this.find(ref);
    if (!(await this.canRead(viewer, dashboard))) throw forbidden();
    return dashboard;
  }

  async findEditable(viewer: Viewer, ref: string | number): Promise<DashboardEntity> {
    const dashboard = await this.find(ref);
    if (!this.policy.canEdit(viewer, dashboard)) {
      // Someone who cannot even see the dashboard learns no more than a reader would.
      if (!(await this.canRead(viewer, dashboard))) throw forbidden();
      this.policy.assertCanEdit(viewer, dashboard);
    }
    return dashboard;
  }

  async canRead(viewer: Viewer, dashboard: DashboardEntity): Promise<boolean> {
    if (this.policy.canEdit(viewer, dashboard)) return true;
    const condition = await this.policy.visibility(viewer, [dashboard.id]);
    if (!condition) return true;
    return this.dashboards
      .createQueryBuilder('d')
      .where('d.id = :id', { id: dashboard.id })
      .andWhere(condition.sql, condition.params)
      .getExists();
  }

  /** The ids among `ids` the viewer may see. */
  async readableIds(viewer: Viewer, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const qb = this.dashboards.createQueryBuilder('d').select('d.id', 'id').where('d.id IN (:...ids)', { ids });
    const condition = await this.policy.visibility(viewer, ids);
    if (condition) qb.andWhere(condition.sql, condition.params);
    return (await qb.getRawMany<{ id: number }>()).map((row) => Number(row.id));
  }
}
