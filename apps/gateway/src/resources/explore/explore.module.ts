import { Module } from '@nestjs/common';
import { DatasourceMetadataController } from './datasource-metadata.controller';
import { ExploreStateController } from './explore-state.controller';
import { ExploreController } from './explore.controller';

/** Explore's REST routes: its opening state, unsaved form data and permalinks, and the legacy datasource metadata route. */
@Module({ controllers: [ExploreController, ExploreStateController, DatasourceMetadataController] })
export class ExploreRestModule {}
