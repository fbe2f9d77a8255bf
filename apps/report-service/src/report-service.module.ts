import { Module } from '@nestjs/common';

/** Report and alert schedules and their executors. */
@Module({})
export class ReportServiceModule {}
