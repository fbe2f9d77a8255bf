import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SavedQueriesHandlers } from './saved-queries.handlers';
import { SavedQueriesService } from './saved-queries.service';
import { SavedQueryAssetsService } from './saved-query-assets.service';
import { SavedQueryBundlesService } from './saved-query-bundles.service';
import { SavedQueryEntity } from './saved-query.entity';

@Module({
  imports: [TypeOrmModule.forFeature([SavedQueryEntity])],
  controllers: [SavedQueriesHandlers],
  providers: [SavedQueriesService, SavedQueryBundlesService, SavedQueryAssetsService],
})
export class SavedQueriesModule {}
