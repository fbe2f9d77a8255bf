import { Module } from '@nestjs/common';
import { AsyncModule } from '../../async/async.module';
import { AuthModule } from '../../auth/auth.module';
import { ChartDataController } from './chart-data.controller';
import { ChartDataSocket } from './chart-data.socket';

/** Imported before the chart resource routes: `/api/v1/chart/data…` must not be read as a chart id. */
@Module({ imports: [AuthModule, AsyncModule], controllers: [ChartDataController], providers: [ChartDataSocket] })
export class ChartDataRestModule {}
