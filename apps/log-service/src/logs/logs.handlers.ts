import {
  forbidden,
  LogEntriesRecorded,
  Logs,
  type ListRequest,
  type LogEntriesEvent,
  type LogIdRequest,
  type RecentActivityRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest, OnEvent, serverText } from '@tessera/platform';
import { LogsService } from './logs.service';
import { RecentActivityService } from './recent-activity.service';

@Controller()
export class LogsHandlers {
  constructor(
    private readonly logs: LogsService,
    private readonly activity: RecentActivityService,
  ) {}

  @OnEvent(LogEntriesRecorded)
  record(@Payload() event: LogEntriesEvent) {
    return this.logs.record(event.entries);
  }

  @HandleRequest(Logs.list)
  list(@Payload() request: ListRequest) {
    return this.logs.list(request.query);
  }

  @HandleRequest(Logs.get)
  get(@Payload() request: LogIdRequest) {
    return this.logs.get(request.id);
  }

  @HandleRequest(Logs.recentActivity)
  async recent(@Payload() request: RecentActivityRequest, @Ctx() context: BusContext) {
    const userId = context.caller?.userId;
    if (userId === null || userId === undefined) throw forbidden(serverText('Only signed-in users have recent activity'));
    return { result: await this.activity.recent(userId, request) };
  }
}
