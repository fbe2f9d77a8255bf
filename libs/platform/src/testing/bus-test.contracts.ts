import { defineEvent, defineJob, defineRequest } from '@tessera/contracts';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';

export class EchoRequest {
  @IsString()
  @MinLength(1)
  text!: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000)
  delayMs?: number;
}

export class EchoReply {
  text!: string;
  servedBy!: string;
  requestId!: string;
  /** The language the handler's context writes in (from the envelope). */
  locale?: string;
}

export class FailRequest {
  @IsIn(['domain', 'unexpected'])
  kind!: 'domain' | 'unexpected';
}

export class WaitForCancelRequest {
  @IsString()
  token!: string;
}

export class PingEvent {
  @IsInt()
  n!: number;
}

export class WorkJob {
  @IsString()
  id!: string;

  /** The first delivery blocks until released: lets a test kill the worker holding it. */
  @IsOptional()
  @IsIn(['block-first-delivery'])
  behaviour?: 'block-first-delivery';
}

export const BusTest = {
  echo: defineRequest('bustest.echo.run', EchoRequest, EchoReply, { timeoutMs: 5_000 }),
  fail: defineRequest('bustest.fail.run', FailRequest, null),
  waitForCancel: defineRequest('bustest.cancel.wait', WaitForCancelRequest, null, { timeoutMs: 10_000 }),
  ping: defineEvent('evt.bustest.ping', PingEvent),
  work: defineJob('jobs.bustest.work', 'JOBS_BUSTEST', WorkJob, { ackWaitMs: 1_500, maxDeliveries: 5 }),
};
