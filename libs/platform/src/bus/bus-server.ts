import {
  ErrorCode,
  findDescriptor,
  type AnyDescriptor,
  type BusMessage,
  type BusReply,
  type Envelope,
  type JobDescriptor,
} from '@tessera/contracts';
import { Server, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import type { JsonLogger } from '../logging/json-logger';
import { isSupportedLocale } from '@tessera/i18n';
import { runWithRequestContext, type RequestContext } from '../logging/request-context';
import { contextFrom, inSpan, SpanKind } from '../tracing/tracing';
import type { MetricsRegistry } from '../metrics/metrics-registry';
import { timeoutError, toErrorPayload } from './bus-errors';
import { RequestCancelled } from './bus-contracts';
import { BusContext } from './bus-context';
import type { BusTransport, JobDelivery, JobOutcome, Subscription } from './bus-transport';
import { validatePayload } from './payload-validator';

export interface BusServerOptions {
  transport: BusTransport;
  /** Queue group: replicas of the same service share its requests, events and jobs. */
  service: string;
  jobConcurrency: number;
  logger: JsonLogger;
  metrics?: MetricsRegistry;
}

/** Errors that will not get better by running the job again. */
const PERMANENT_JOB_ERRORS: string[] = [ErrorCode.VALIDATION_FAILED, ErrorCode.BAD_REQUEST, ErrorCode.NOT_FOUND, ErrorCode.FORBIDDEN];

/**
 * Nest transport strategy that serves a service's `@HandleRequest`, `@OnEvent` and `@ProcessJob`
 * handlers over any {@link BusTransport}. Validation, request context, cancellation, metrics and
 * error serialisation happen here once, so both transports behave identically.
 */
export class BusServer extends Server implements CustomTransportStrategy {
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Map<string, Set<AbortController>>();

  constructor(private readonly options: BusServerOptions) {
    super();
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      this.subscriptions.push(
        this.options.transport.serveEvents(RequestCancelled.subject, null, async (message) => {
          const requestId = (message.payload as { requestId?: string })?.requestId;
          if (requestId) this.inFlight.get(requestId)?.forEach((controller) => controller.abort());
        }),
      );
      for (const [pattern, handler] of this.getHandlers()) await this.serve(pattern, handler);
      callback();
    } catch (error) {
      callback(error);
    }
  }

  /** Stops taking messages, lets in-flight handlers finish, then releases the transport. */
  async close(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((s) => s.close()));
  }

  on(): never {
    throw new Error('BusServer does not emit transport events');
  }

  unwrap<T>(): T {
    return this.options.transport as T;
  }

  private async serve(pattern: string, handler: MessageHandler): Promise<void> {
    const descriptor = findDescriptor(pattern);
    if (!descriptor) throw new Error(`No bus contract is defined for "${pattern}"`);
    const { transport, service, jobConcurrency } = this.options;
    if (descriptor.kind === 'request') {
      this.subscriptions.push(transport.serveRequests(pattern, service, (m) => this.handleRequest(descriptor, handler, m)));
    } else if (descriptor.kind === 'event') {
      // Nest chains every handler of one event pattern through `next` and calls the whole chain from the
      // head; each link keeps its own delivery mode here, so the chain is cut and each link served alone.
      for (let link: MessageHandler | undefined = handler; link;) {
        const current: MessageHandler = link;
        link = current.next;
        current.next = undefined;
        const group = current.extras?.fanout ? null : service;
        this.subscriptions.push(transport.serveEvents(pattern, group, (m) => this.handleEventMessage(descriptor, current, m)));
      }
    } else {
      this.subscriptions.push(await transport.consumeJobs(descriptor, jobConcurrency, (d) => this.handleJob(descriptor, handler, d)));
    }
  }

  private async handleRequest(descriptor: AnyDescriptor, handler: MessageHandler, message: BusMessage): Promise<BusReply> {
    if (message.envelope.deadline && message.envelope.deadline < Date.now()) {
      this.count(descriptor, 'timeout');
      return { ok: false, error: timeoutError(descriptor.subject, 0).toPayload() };
    }
    try {
      const data = await this.invoke(descriptor, handler, message, null);
      this.count(descriptor, 'ok');
      return { ok: true, data };
    } catch (error) {
      const payload = toErrorPayload(error);
      this.count(descriptor, payload.code === ErrorCode.VALIDATION_FAILED ? 'invalid' : 'error');
      if (payload.code === ErrorCode.INTERNAL)
        this.options.logger.error(`Handler for ${descriptor.subject} failed`, { error: payload.message });
      return { ok: false, error: payload };
    }
  }

  private async handleEventMessage(descriptor: AnyDescriptor, handler: MessageHandler, message: BusMessage): Promise<void> {
    try {
      await this.invoke(descriptor, handler, message, null);
      this.count(descriptor, 'ok');
    } catch (error) {
      this.count(descriptor, 'error');
      this.options.logger.warn(`Event handler for ${descriptor.subject} failed`, { error: toErrorPayload(error).message });
    }
  }

  private async handleJob(descriptor: JobDescriptor<unknown>, handler: MessageHandler, delivery: JobDelivery): Promise<JobOutcome> {
    try {
      await this.invoke(descriptor, handler, delivery.message, { deliveryCount: delivery.deliveryCount, working: delivery.working });
      this.count(descriptor, 'ok');
      return 'ack';
    } catch (error) {
      const payload = toErrorPayload(error);
      this.count(descriptor, 'error');
      const permanent = PERMANENT_JOB_ERRORS.includes(payload.code) || delivery.deliveryCount >= descriptor.maxDeliveries;
      this.options.logger.warn(`Job ${descriptor.subject} failed (delivery ${delivery.deliveryCount})`, {
        error: payload.message,
        willRetry: !permanent,
      });
      return permanent ? 'discard' : 'retry';
    }
  }

  private async invoke(
    descriptor: AnyDescriptor,
    handler: MessageHandler,
    message: BusMessage,
    job: { deliveryCount: number; working(): void } | null,
  ): Promise<unknown> {
    const { envelope } = message;
    const controller = new AbortController();
    const siblings = this.inFlight.get(envelope.requestId) ?? new Set<AbortController>();
    siblings.add(controller);
    this.inFlight.set(envelope.requestId, siblings);
    const timer = this.options.metrics?.busDuration.startTimer({
      service: this.options.service,
      subject: descriptor.subject,
      kind: descriptor.kind,
    });
    try {
      const attributes = {
        'messaging.system': 'tessera-bus',
        'messaging.destination.name': descriptor.subject,
        'tessera.service': this.options.service,
      };
      const kind = descriptor.kind === 'request' ? SpanKind.SERVER : SpanKind.CONSUMER;
      return await inSpan(
        descriptor.subject,
        kind,
        attributes,
        () =>
          runWithRequestContext(contextOf(envelope), async () => {
            const dto = descriptor.kind === 'request' ? descriptor.request : descriptor.payload;
            const payload = await validatePayload(dto, message.payload);
            const context = new BusContext([envelope, descriptor, controller.signal, job]);
            return lastValueFrom(this.transformToObservable(await handler(payload, context)), { defaultValue: undefined });
          }),
        contextFrom(envelope),
      );
    } finally {
      timer?.();
      siblings.delete(controller);
      if (siblings.size === 0) this.inFlight.delete(envelope.requestId);
    }
  }

  private count(descriptor: AnyDescriptor, outcome: string): void {
    this.options.metrics?.busMessages.inc({ service: this.options.service, subject: descriptor.subject, kind: descriptor.kind, outcome });
  }
}

/** The handler's request context from a message's envelope; a locale this build does not know is left out (English). */
function contextOf(envelope: Envelope): RequestContext {
  const { requestId, caller, receivedAt, locale } = envelope;
  return { requestId, caller, receivedAt, ...(isSupportedLocale(locale) ? { locale } : {}) };
}
