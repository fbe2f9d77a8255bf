import type { RecentActivityItem, RecentActivityRequest } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { humanizeDelta, JsonLogger, ObjectDirectoryClient } from '@tessera/platform';
import { Repository } from 'typeorm';
import { LogEntity } from './log.entity';

interface RecentRow {
  action: string;
  dashboard_id: number | null;
  slice_id: number | null;
  time: Date;
}

/** A user's recently viewed charts (`explore`) and dashboards (`dashboard`), newest first. */
@Injectable()
export class RecentActivityService {
  constructor(
    @InjectRepository(LogEntity) private readonly logs: Repository<LogEntity>,
    private readonly objects: ObjectDirectoryClient,
    private readonly logger: JsonLogger,
  ) {}

  async recent(userId: number, request: RecentActivityRequest): Promise<RecentActivityItem[]> {
    const qb = this.logs
      .createQueryBuilder('log')
      .where('log.user_id = :userId', { userId })
      .andWhere('log.action IN (:...actions)', { actions: request.actions })
      .andWhere('(log.dashboard_id IS NOT NULL OR log.slice_id IS NOT NULL)');
    if (request.distinct) {
      qb.select(['log.action AS action', 'log.dashboard_id AS dashboard_id', 'log.slice_id AS slice_id', 'MAX(log.dttm) AS time'])
        .groupBy('log.action, log.dashboard_id, log.slice_id')
        .orderBy('time', 'DESC');
    } else {
      qb.select(['log.action AS action', 'log.dashboard_id AS dashboard_id', 'log.slice_id AS slice_id', 'log.dttm AS time']).orderBy(
        'log.dttm',
        'DESC',
      );
    }
    const rows = await qb
      .offset(request.page * request.pageSize)
      .limit(request.pageSize)
      .getRawMany<RecentRow>();
    const [charts, dashboards] = await Promise.all([
      this.describe(
        'chart',
        rows.filter((r) => r.action === 'explore').map((r) => r.slice_id),
      ),
      this.describe(
        'dashboard',
        rows.filter((r) => r.action === 'dashboard').map((r) => r.dashboard_id),
      ),
    ]);
    const now = new Date();
    return rows.flatMap((row) => {
      const isChart = row.action === 'explore';
      const object = isChart ? charts.get(Number(row.slice_id)) : dashboards.get(Number(row.dashboard_id));
      if (!object) return [];
      const time = new Date(row.time);
      const item: RecentActivityItem = {
        action: row.action,
        item_type: isChart ? 'slice' : 'dashboard',
        item_url: object.url,
        item_title: object.name,
        time: time.getTime(),
        time_delta_humanized: humanizeDelta(time, now),
      };
      return [item];
    });
  }

  /** Objects that were deleted, or whose service is down, are left out rather than failing the feed. */
  private async describe(type: 'chart' | 'dashboard', ids: (number | null)[]) {
    const wanted = ids.filter((id): id is number => id !== null).map(Number);
    try {
      return await this.objects.describe(type, wanted);
    } catch (error) {
      this.logger.warn(`Recent activity could not describe ${type}s`, { error: (error as Error).message });
      return new Map();
    }
  }
}
