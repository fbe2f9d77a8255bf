import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReportExecutionLogEntity } from './logs/report-execution-log.entity';
import { ReportLogsService } from './logs/report-logs.service';
import { ReportRecipientEntity } from './schedules/report-recipient.entity';
import { ReportReferences } from './schedules/report-references';
import { ReportScheduleEntity } from './schedules/report-schedule.entity';
import { ReportsHandlers } from './schedules/reports.handlers';
import { ReportsService } from './schedules/reports.service';

/** Report and alert schedules, their execution logs, and the scheduler that runs them. */
@Module({
  imports: [TypeOrmModule.forFeature([ReportScheduleEntity, ReportRecipientEntity, ReportExecutionLogEntity])],
  controllers: [ReportsHandlers],
  providers: [ReportsService, ReportLogsService, ReportReferences],
})
export class ReportServiceModule {}
