import { createInbox, nanos, type Msg, type NatsConnection, type JsMsg, type Subscription } from 'nats';
// The public entry point has no way to turn a message received on our own inbox into a JetStream message.
import { toJsMsg } from 'nats/lib/jetstream/jsmsg';

export interface CapacityPullerOptions {
  stream: string;
  consumer: string;
  /** Jobs this worker runs at once. */
  capacity: number;
  /** How long one pull request waits on the server for jobs. */
  expiresMs: number;
  run: (message: JsMsg) => Promise<void>;
}

/** A pull request the server answered with neither a job nor its end: given up after this much extra time. */
const LOST_REQUEST_GRACE_MS = 2000;
/** After a refusal (consumer deleted, too many waiting requests, leadership change): wait before asking again. */
const REFUSED_PAUSE_MS = 250;

interface PullRequest {
  inbox: string;
  wanted: number;
  delivered: number;
  giveUp: ReturnType<typeof setTimeout>;
}

/**
 * Pulls jobs from a JetStream pull consumer by free capacity: one request at a time asks the server for as
 * many jobs as there are free slots, so a backlog spreads over the replicas in proportion to their free
 * slots and a busy worker holds no job it has not started.
 *
 * Every job the server delivers is run, whenever it arrives. The subscription lives as long as the puller,
 * so a job sent just as a request expires (the server and this process see the expiry at different
 * moments, more so when the event loop is busy) still reaches a handler instead of waiting out the ack time
 * in a closed subscription, which is what `consumer.next()` does with it.
 */
export class CapacityPuller {
  private readonly inboxPrefix = createInbox();
  private readonly subscription: Subscription;
  private requestCount = 0;
  private request: PullRequest | null = null;
  private running = 0;
  private stopping = false;
  private pause: ReturnType<typeof setTimeout> | null = null;
  private readonly idleWaiters: (() => void)[] = [];

  constructor(
    private readonly nc: NatsConnection,
    private readonly options: CapacityPullerOptions,
  ) {
    this.subscription = nc.subscribe(`${this.inboxPrefix}.*`, { callback: (_error, msg) => this.receive(msg) });
    this.pull();
  }

  /** Asks for no more jobs; jobs already asked for still run when they arrive. */
  stop(): void {
    this.stopping = true;
    if (this.pause) clearTimeout(this.pause);
    this.pause = null;
    this.settleIdle();
  }

  /** Resolves once stopped, with no job running and no request the server may still answer. */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.settleIdle();
    });
  }

  private pull(): void {
    if (this.stopping || this.request || this.pause || this.nc.isClosed()) return;
    const free = this.options.capacity - this.running;
    if (free <= 0) return;
    const inbox = `${this.inboxPrefix}.${++this.requestCount}`;
    const request: PullRequest = {
      inbox,
      wanted: free,
      delivered: 0,
      // The server ends every request itself (all jobs sent, or a status); silence means the request was lost
      // with the connection.
      giveUp: setTimeout(() => this.end(request), this.options.expiresMs + LOST_REQUEST_GRACE_MS),
    };
    // Waiting for an answer does not keep a process alive whose connection is gone.
    request.giveUp.unref();
    this.request = request;
    try {
      this.nc.publish(
        `$JS.API.CONSUMER.MSG.NEXT.${this.options.stream}.${this.options.consumer}`,
        JSON.stringify({ batch: free, expires: nanos(this.options.expiresMs) }),
        { reply: inbox },
      );
    } catch {
      // Connection closing: nothing more to pull.
      this.end(request);
    }
  }

  private receive(msg: Msg): void {
    if (msg.subject.startsWith(this.inboxPrefix)) {
      this.status(msg);
      return;
    }
    this.running += 1;
    const request = this.request;
    if (request && ++request.delivered >= request.wanted) this.end(request);
    void this.options
      .run(toJsMsg(msg))
      .catch(() => undefined)
      .finally(() => {
        this.running -= 1;
        this.pull();
        this.settleIdle();
      });
  }

  /** Status messages come on the inbox of the request they end: 408 when it expired, 409 when it was refused. */
  private status(msg: Msg): void {
    const code = msg.headers?.code ?? 0;
    const request = this.request;
    // Heartbeats, and the end of a request already given up on.
    if (code < 400 || !request || msg.subject !== request.inbox) return;
    if (code !== 408 && !this.stopping) {
      this.pause = setTimeout(() => {
        this.pause = null;
        this.pull();
      }, REFUSED_PAUSE_MS);
    }
    this.end(request);
  }

  private end(request: PullRequest): void {
    if (this.request !== request) return;
    clearTimeout(request.giveUp);
    this.request = null;
    this.pull();
    this.settleIdle();
  }

  private settleIdle(): void {
    // A closed connection answers no request any more.
    if (this.request && this.nc.isClosed()) {
      clearTimeout(this.request.giveUp);
      this.request = null;
    }
    if (!this.stopping || this.running > 0 || this.request) return;
    if (!this.subscription.isClosed()) this.subscription.unsubscribe();
    this.idleWaiters.splice(0).forEach((resolve) => resolve());
  }
}
