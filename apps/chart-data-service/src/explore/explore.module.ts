import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChartsModule } from '../charts/charts.module';
import { ClientsModule } from '../clients/clients.module';
import { ExploreAccessService } from './explore-access.service';
import { ExploreContextService } from './explore-context.service';
import { ExplorePermalinkEntity } from './explore-permalink.entity';
import { ExplorePermalinksService } from './explore-permalinks.service';
import { ExploreHandlers } from './explore.handlers';
import { FormDataService } from './form-data.service';

/** Explore's state: the context it opens with, unsaved form data and permalinks. */
@Module({
  imports: [ChartsModule, ClientsModule, TypeOrmModule.forFeature([ExplorePermalinkEntity])],
  controllers: [ExploreHandlers],
  providers: [ExploreAccessService, ExploreContextService, ExplorePermalinksService, FormDataService],
})
export class ExploreModule {}
