import { Module, type OnModuleInit } from '@nestjs/common';
import { TAG_LIST_SPEC } from '@tessera/contracts';
import { RestResourceRegistry } from '../../rest/resource-registry';
import { TagsController } from './tags.controller';

@Module({ controllers: [TagsController] })
export class TagsRestModule implements OnModuleInit {
  constructor(private readonly registry: RestResourceRegistry) {}

  onModuleInit() {
    this.registry.register({
      name: 'tag',
      viewMenu: 'Tag',
      spec: TAG_LIST_SPEC,
      userRelatedFields: ['created_by', 'changed_by'],
      favoriteType: 'tag',
    });
  }
}
