import { Module } from '@nestjs/common';
import { ChartScreenshotsController } from './chart-screenshots.controller';
import { DashboardScreenshotsController } from './dashboard-screenshots.controller';

/** Thumbnails and screenshots of charts and dashboards (rendered by the report service). */
@Module({ controllers: [ChartScreenshotsController, DashboardScreenshotsController] })
export class ScreenshotsRestModule {}
