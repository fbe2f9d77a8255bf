import { Injectable } from '@nestjs/common';
import { BusClient, JsonLogger, TaggedObjectsClient } from '@tessera/platform';

/** Dashboards' tags, kept by the tag service. */
@Injectable()
export class DashboardTagsClient extends TaggedObjectsClient {
  constructor(bus: BusClient, logger: JsonLogger) {
    super(bus, logger, 'dashboard', 'Dashboards');
  }
}
