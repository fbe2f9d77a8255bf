import { ErrorCode, TesseraError } from '@tessera/contracts';
import { Controller, Inject, Module, type DynamicModule } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext } from '../bus/bus-context';
import { HandleRequest, OnEvent, ProcessJob } from '../bus/bus-handler.decorators';
import { currentRequestContext } from '../logging/request-context';
import { BusTest, type EchoRequest, type FailRequest, type PingEvent, type WaitForCancelRequest, type WorkJob } from './bus-test.contracts';

/** What every replica of the test service records, so tests can see who did what. */
export class ReplicaLog {
  readonly echoes: string[] = [];
  readonly pings: number[] = [];
  readonly fanoutPings: number[] = [];
  readonly jobs: { id: string; deliveryCount: number }[] = [];
  readonly cancelled: string[] = [];
  /** Releases jobs blocked on their first delivery. */
  release: () => void = () => undefined;
  private readonly released = new Promise<void>((resolve) => (this.release = resolve));

  constructor(readonly name: string) {}

  waitForRelease(): Promise<void> {
    return this.released;
  }
}

export const REPLICA_LOG = Symbol('REPLICA_LOG');

@Controller()
class BusTestController {
  constructor(@Inject(REPLICA_LOG) private readonly log: ReplicaLog) {}

  @HandleRequest(BusTest.echo)
  async echo(@Payload() request: EchoRequest) {
    if (request.delayMs) await new Promise((resolve) => setTimeout(resolve, request.delayMs));
    this.log.echoes.push(request.text);
    const context = currentRequestContext();
    return { text: request.text, servedBy: this.log.name, requestId: context?.requestId, locale: context?.locale };
  }

  @HandleRequest(BusTest.fail)
  fail(@Payload() request: FailRequest) {
    if (request.kind === 'domain') throw new TesseraError(ErrorCode.CONFLICT, 'Name already taken', { extra: { name: 'x' } });
    throw new Error('database exploded');
  }

  @HandleRequest(BusTest.waitForCancel)
  async waitForCancel(@Payload() request: WaitForCancelRequest, @Ctx() context: BusContext) {
    await new Promise<void>((resolve) => context.signal.addEventListener('abort', () => resolve(), { once: true }));
    this.log.cancelled.push(request.token);
    return null;
  }

  @OnEvent(BusTest.ping)
  ping(@Payload() event: PingEvent) {
    this.log.pings.push(event.n);
  }

  @ProcessJob(BusTest.work)
  async work(@Payload() job: WorkJob, @Ctx() context: BusContext) {
    const deliveryCount = context.job?.deliveryCount ?? 0;
    if (job.behaviour === 'block-first-delivery' && deliveryCount === 1) await this.log.waitForRelease();
    this.log.jobs.push({ id: job.id, deliveryCount });
  }
}

@Controller()
class FanoutController {
  constructor(@Inject(REPLICA_LOG) private readonly log: ReplicaLog) {}

  @OnEvent(BusTest.ping, { fanout: true })
  ping(@Payload() event: PingEvent) {
    this.log.fanoutPings.push(event.n);
  }
}

@Module({})
export class BusTestServiceModule {
  static forReplica(log: ReplicaLog): DynamicModule {
    return {
      module: BusTestServiceModule,
      controllers: [BusTestController, FanoutController],
      providers: [{ provide: REPLICA_LOG, useValue: log }],
    };
  }
}
