import { Module } from '@nestjs/common';
import { AccessObjectsAnnouncer } from './access-objects.announcer';
import { ChartTagsClient } from './chart-tags.client';
import { DashboardLinksClient } from './dashboard-links.client';
import { ExploreViewRecorder } from './explore-view.recorder';
import { ObjectsDeletedAnnouncer } from './objects-deleted.announcer';
import { RlsClient } from './rls.client';

/**
 * What this service asks of or tells other services over the bus. The folder sits below every other one:
 * a client knows the contracts and the bus, never this service's entities or rules.
 */
@Module({
  providers: [AccessObjectsAnnouncer, ChartTagsClient, DashboardLinksClient, ExploreViewRecorder, ObjectsDeletedAnnouncer, RlsClient],
  exports: [AccessObjectsAnnouncer, ChartTagsClient, DashboardLinksClient, ExploreViewRecorder, ObjectsDeletedAnnouncer, RlsClient],
})
export class ClientsModule {}
