import { LogEntriesRecorded } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient, JsonLogger } from '@tessera/platform';
import type { DashboardEntity } from './dashboard.entity';

/** Tells the log service a user opened a dashboard (their Recents feed reads these). */
@Injectable()
export class DashboardViewRecorder {
  constructor(
    private readonly bus: BusClient,
    private readonly logger: JsonLogger,
  ) {}

  async record(userId: number | null, dashboard: DashboardEntity): Promise<void> {
    if (userId === null) return;
    try {
      await this.bus.emit(LogEntriesRecorded, {
        entries: [
          {
            action: 'dashboard',
            userId,
            dashboardId: dashboard.id,
            json: { dashboard_id: dashboard.id, slug: dashboard.slug },
            dttm: Date.now(),
          },
        ],
      });
    } catch (error) {
      // A lost view record must not fail the read itself.
      this.logger.warn(`Could not record a view of dashboard ${dashboard.id}: ${(error as Error).message}`);
    }
  }
}
