import { Module, type OnModuleInit } from '@nestjs/common';
import { DATABASE_LIST_SPEC } from '@tessera/contracts';
import { RestResourceRegistry } from '../../rest/resource-registry';
import { DatabaseObjectsController } from './database-objects.controller';
import { DatabasesController } from './databases.controller';

@Module({ controllers: [DatabasesController, DatabaseObjectsController] })
export class DatabasesRestModule implements OnModuleInit {
  constructor(private readonly registry: RestResourceRegistry) {}

  onModuleInit() {
    this.registry.register({
      name: 'database',
      viewMenu: 'Database',
      spec: DATABASE_LIST_SPEC,
      userRelatedFields: ['created_by', 'changed_by'],
    });
  }
}
