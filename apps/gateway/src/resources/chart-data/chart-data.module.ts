import { Module } from '@nestjs/common';
import { AsyncModule } from '../../async/async.module';
import { AuthModule } from '../../auth/auth.module';
import { ChartCacheController } from './chart-cache.controller';
import { ChartDataController } from './chart-data.controller';
import { ChartDataSocket } from './chart-data.socket';

/** Imported before the chart and dataset resource routes: `/api/v1/chart/data…` and `…/warm_up_cache` must not be read as ids. */
@Module({ imports: [AuthModule, AsyncModule], controllers: [ChartDataController, ChartCacheController], providers: [ChartDataSocket] })
export class ChartDataRestModule {}
