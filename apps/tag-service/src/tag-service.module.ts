import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FavoritesModule } from './favorites/favorites.module';
import { TagObjectsHandlers } from './objects/tag-objects.handlers';
import { TagEntity } from './tags/tag.entity';
import { TagsModule } from './tags/tags.module';

/** Tags, tagged objects and favourites. */
@Module({
  imports: [TagsModule, FavoritesModule, TypeOrmModule.forFeature([TagEntity])],
  controllers: [TagObjectsHandlers],
})
export class TagServiceModule {}
