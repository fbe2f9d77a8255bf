import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AccessObjectsChanged, type AccessObjectsChangedEvent } from '@tessera/contracts';
import { JsonLogger, OnEvent } from '@tessera/platform';
import { ObjectPermissionsSync } from './object-permissions.sync';

/** Databases and datasets were created, renamed or deleted: their permission views follow. */
@Controller()
export class ObjectPermissionsHandlers {
  constructor(
    private readonly sync: ObjectPermissionsSync,
    private readonly logger: JsonLogger,
  ) {}

  @OnEvent(AccessObjectsChanged)
  async accessObjectsChanged(@Payload() event: AccessObjectsChangedEvent): Promise<void> {
    try {
      await this.sync.databaseChanged(event);
    } catch (error) {
      this.logger.warn(`Could not update the permissions of database ${event.database_id}: ${(error as Error).message}`);
    }
  }
}
