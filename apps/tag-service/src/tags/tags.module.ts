import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TagAccess } from './tag-access';
import { TagEntity } from './tag.entity';
import { TaggedObjectEntity } from './tagged-object.entity';
import { TaggingService } from './tagging.service';
import { TagsHandlers } from './tags.handlers';
import { TagsService } from './tags.service';

@Module({
  imports: [TypeOrmModule.forFeature([TagEntity, TaggedObjectEntity])],
  controllers: [TagsHandlers],
  providers: [TagsService, TaggingService, TagAccess],
  exports: [TaggingService, TagAccess],
})
export class TagsModule {}
