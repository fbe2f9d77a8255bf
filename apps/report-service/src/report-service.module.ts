import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReportExecutionLogEntity } from './entities/report-execution-log.entity';
import { ReportLogsHandlers } from './logs/report-logs.handlers';
import { ReportLogsService } from './logs/report-logs.service';
import { ReportRecipientEntity } from './entities/report-recipient.entity';
import { ReportReferences } from './schedules/report-references';
import { ReportScheduleEntity } from './entities/report-schedule.entity';
import { ReportsHandlers } from './schedules/reports.handlers';
import { ReportsService } from './schedules/reports.service';
import { AlertQuery } from './alerts/alert-query';
import { Mailer } from './delivery/mailer';
import { Notification } from './delivery/notification';
import { OwnerCaller } from './delivery/owner-caller';
import { ReportContentBuilder } from './delivery/report-content';
import { ReportScheduler } from './scheduler/report-scheduler';
import { ReportBrowser } from './screenshots/report-browser';
import { ScreenshotRenderer } from './screenshots/screenshot-renderer';
import { ScreenshotCache } from './screenshots/screenshot-cache';
import { ScreenshotsHandlers } from './screenshots/screenshots.handlers';
import { RunClaims } from './claims/run-claims';
import { RunExecutor } from './scheduler/run-executor';
import { RunLog } from './scheduler/run-log';

/** Report and alert schedules, their execution logs, the scheduler that runs them, and thumbnails and screenshots. */
@Module({
  imports: [TypeOrmModule.forFeature([ReportScheduleEntity, ReportRecipientEntity, ReportExecutionLogEntity])],
  controllers: [ReportsHandlers, ReportLogsHandlers, ScreenshotsHandlers],
  providers: [
    ReportsService,
    ReportLogsService,
    ReportReferences,
    RunClaims,
    RunLog,
    RunExecutor,
    ReportScheduler,
    Mailer,
    Notification,
    OwnerCaller,
    ReportContentBuilder,
    AlertQuery,
    ReportBrowser,
    ScreenshotRenderer,
    ScreenshotCache,
  ],
})
export class ReportServiceModule {}
