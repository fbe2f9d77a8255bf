import { Module } from '@nestjs/common';
import { AsyncChannelResolver } from './async-channel.resolver';
import { AsyncEventsController } from './async-events.controller';
import { AsyncEventsSocket } from './async-events.socket';

/**
 * Async results for the browser: the per-user channel cookie, the polling endpoint and the socket.
 * Sits above auth (it serves authenticated callers); the chart-data and SQL Lab resources import it
 * to hand out channels.
 */
@Module({
  controllers: [AsyncEventsController],
  providers: [AsyncChannelResolver, AsyncEventsSocket],
  exports: [AsyncChannelResolver],
})
export class AsyncModule {}
