import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LogEntity } from './logs/log.entity';
import { LogsHandlers } from './logs/logs.handlers';
import { LogsService } from './logs/logs.service';
import { RecentActivityService } from './logs/recent-activity.service';

/** Client and server event ingestion, the action log and recent activity. */
@Module({
  imports: [TypeOrmModule.forFeature([LogEntity])],
  controllers: [LogsHandlers],
  providers: [LogsService, RecentActivityService],
})
export class LogServiceModule {}
