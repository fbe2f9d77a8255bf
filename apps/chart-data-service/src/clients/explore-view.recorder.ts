import { LogEntriesRecorded } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient, JsonLogger } from '@tessera/platform';

/** Tells the log service a user opened a chart in Explore (their Recents feed reads these). */
@Injectable()
export class ExploreViewRecorder {
  constructor(
    private readonly bus: BusClient,
    private readonly logger: JsonLogger,
  ) {}

  async record(userId: number | null, chart: { id: number; datasourceId: number | null }): Promise<void> {
    if (userId === null) return;
    try {
      await this.bus.emit(LogEntriesRecorded, {
        entries: [
          {
            action: 'explore',
            userId,
            sliceId: chart.id,
            json: { slice_id: chart.id, datasource_id: chart.datasourceId },
            dttm: Date.now(),
          },
        ],
      });
    } catch (error) {
      // A lost view record must not fail opening the chart.
      this.logger.warn(`Could not record a view of chart ${chart.id}: ${(error as Error).message}`);
    }
  }
}
