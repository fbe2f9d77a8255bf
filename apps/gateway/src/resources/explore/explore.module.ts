import { Module } from '@nestjs/common';
import { ExploreStateController } from './explore-state.controller';
import { ExploreController } from './explore.controller';

/** Explore's REST routes: its opening state, unsaved form data and permalinks. */
@Module({ controllers: [ExploreController, ExploreStateController] })
export class ExploreRestModule {}
