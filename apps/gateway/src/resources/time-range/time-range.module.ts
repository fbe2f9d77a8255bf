import { Module } from '@nestjs/common';
import { TimeRangeController } from './time-range.controller';

/** The time range resolution route behind Explore's time range picker. */
@Module({ controllers: [TimeRangeController] })
export class TimeRangeRestModule {}
