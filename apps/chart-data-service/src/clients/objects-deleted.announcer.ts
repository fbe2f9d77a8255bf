import { ObjectsDeleted, type ObjectType } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient, JsonLogger } from '@tessera/platform';

/**
 * Tells the other services that charts or datasets are gone (tags, favourites and dashboards drop their
 * references). The delete already happened: a failed announcement is logged, not raised.
 */
@Injectable()
export class ObjectsDeletedAnnouncer {
  constructor(
    private readonly bus: BusClient,
    private readonly logger: JsonLogger,
  ) {}

  async deleted(type: ObjectType, ids: number[]): Promise<void> {
    try {
      await this.bus.emit(ObjectsDeleted, { type, ids });
    } catch (error) {
      this.logger.warn(`Could not announce deleted ${type}s ${ids.join(', ')}: ${(error as Error).message}`);
    }
  }
}
