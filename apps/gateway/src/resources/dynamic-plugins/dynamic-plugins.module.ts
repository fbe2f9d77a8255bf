import { Module } from '@nestjs/common';
import { DynamicPluginsController } from './dynamic-plugins.controller';

/** The chart plugins loaded at run time (`DYNAMIC_PLUGINS`). */
@Module({ controllers: [DynamicPluginsController] })
export class DynamicPluginsRestModule {}
