import type { ServiceDefinition } from '@tessera/platform';
import { FavoriteEntity } from './favorites/favorite.entity';
import { CreateTagTables1790000000100 } from './migrations/1790000000100-create-tag-tables';
import { TagServiceModule } from './tag-service.module';
import { TagEntity } from './tags/tag.entity';
import { TaggedObjectEntity } from './tags/tagged-object.entity';

/** The tag service: runs in its own process in cluster mode and inside the embedded process otherwise. */
export const tagServiceDefinition: ServiceDefinition = {
  name: 'tags',
  schema: 'tags',
  entities: [TagEntity, TaggedObjectEntity, FavoriteEntity],
  migrations: [CreateTagTables1790000000100],
  module: TagServiceModule,
};
