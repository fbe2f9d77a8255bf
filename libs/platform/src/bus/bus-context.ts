import type { AnyDescriptor, Caller, Envelope } from '@tessera/contracts';
import { BaseRpcContext } from '@nestjs/microservices';

/** What a bus handler knows about the message besides its payload (`@Ctx() ctx: BusContext`). */
export class BusContext extends BaseRpcContext<[Envelope, AnyDescriptor, AbortSignal, JobControls | null]> {
  get envelope(): Envelope {
    return this.args[0];
  }

  get requestId(): string {
    return this.args[0].requestId;
  }

  get caller(): Caller | undefined {
    return this.args[0].caller;
  }

  /** When the originating HTTP request reached the gateway (epoch ms), if it came from one. */
  get receivedAt(): number | undefined {
    return this.args[0].receivedAt;
  }

  get subject(): string {
    return this.args[1].subject;
  }

  /** Aborted when every requester has gone (cancel event) or the service shuts down. */
  get signal(): AbortSignal {
    return this.args[2];
  }

  /** Present for durable jobs. */
  get job(): JobControls | null {
    return this.args[3];
  }
}

export interface JobControls {
  deliveryCount: number;
  /** Extends the job's lease while long work goes on. */
  working(): void;
}
