import { Module } from '@nestjs/common';
import { AssetsController } from './assets.controller';
import { BundlesController } from './bundles.controller';

@Module({ controllers: [BundlesController, AssetsController] })
export class BundlesRestModule {}
