import type { ServiceDefinition } from '@tessera/platform';
import { ReportExecutionLogEntity } from './entities/report-execution-log.entity';
import { CreateReportTables1790000000600 } from './migrations/1790000000600-create-report-tables';
import { ReportServiceModule } from './report-service.module';
import { ReportRecipientEntity } from './entities/report-recipient.entity';
import { ReportScheduleEntity } from './entities/report-schedule.entity';

/** The report service: runs in its own process in cluster mode and inside the embedded process otherwise. */
export const reportServiceDefinition: ServiceDefinition = {
  name: 'reports',
  schema: 'reports',
  entities: [ReportScheduleEntity, ReportRecipientEntity, ReportExecutionLogEntity],
  migrations: [CreateReportTables1790000000600],
  module: ReportServiceModule,
};
