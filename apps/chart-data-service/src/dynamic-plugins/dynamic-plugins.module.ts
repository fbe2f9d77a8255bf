import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DynamicPluginEntity } from './dynamic-plugin.entity';
import { DynamicPluginsHandlers } from './dynamic-plugins.handlers';
import { DynamicPluginsService } from './dynamic-plugins.service';

/** Chart plugins loaded at run time (`DYNAMIC_PLUGINS`): their registry. */
@Module({
  imports: [TypeOrmModule.forFeature([DynamicPluginEntity])],
  controllers: [DynamicPluginsHandlers],
  providers: [DynamicPluginsService],
})
export class DynamicPluginsModule {}
