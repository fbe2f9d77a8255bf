import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SavedQueriesHandlers } from './saved-queries.handlers';
import { SavedQueriesService } from './saved-queries.service';
import { SavedQueryBundlesService } from './saved-query-bundles.service';
import { SavedQueryEntity } from './saved-query.entity';

@Module({
  imports: [TypeOrmModule.forFeature([SavedQueryEntity])],
  controllers: [SavedQueriesHandlers],
  providers: [SavedQueriesService, SavedQueryBundlesService],
})
export class SavedQueriesModule {}
