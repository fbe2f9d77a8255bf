import { Module } from '@nestjs/common';
import { TimeRangeHandlers } from './time-range.handlers';

/** Resolves time ranges for Explore's time range picker, as chart queries would read them. */
@Module({ controllers: [TimeRangeHandlers] })
export class TimeRangeModule {}
