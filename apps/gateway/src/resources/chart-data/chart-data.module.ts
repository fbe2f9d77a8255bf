import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module';
import { ChartDataController } from './chart-data.controller';
import { ChartDataSocket } from './chart-data.socket';

/** Imported before the chart resource routes: `/api/v1/chart/data…` must not be read as a chart id. */
@Module({ imports: [AuthModule], controllers: [ChartDataController], providers: [ChartDataSocket] })
export class ChartDataRestModule {}
