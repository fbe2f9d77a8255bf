import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ResourceCommonController } from './resource-common.controller';
import { RestResourceRegistry } from './resource-registry';

/** The routes every resource shares; imported before the resource modules so they match first. */
@Global()
@Module({
  imports: [AuthModule],
  controllers: [ResourceCommonController],
  providers: [RestResourceRegistry],
  exports: [RestResourceRegistry],
})
export class RestModule {}
