import { Module, type OnModuleInit } from '@nestjs/common';
import { LOG_LIST_SPEC } from '@tessera/contracts';
import { RestResourceRegistry } from '../../rest/resource-registry';
import { LogBeaconController, LogsController } from './logs.controller';

@Module({ controllers: [LogsController, LogBeaconController] })
export class LogsRestModule implements OnModuleInit {
  constructor(private readonly registry: RestResourceRegistry) {}

  onModuleInit() {
    this.registry.register({ name: 'log', viewMenu: 'Log', spec: LOG_LIST_SPEC, userRelatedFields: ['user'] });
  }
}
