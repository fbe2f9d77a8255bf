import { randomUUID } from 'node:crypto';
import {
  TesseraError,
  type BusMessage,
  type Caller,
  type EventDescriptor,
  type JobDescriptor,
  type RequestDescriptor,
} from '@tessera/contracts';
import { currentRequestContext } from '../logging/request-context';
import { traceHeaders } from '../tracing/tracing';
import { RequestCancelled } from './bus-contracts';
import type { BusTransport } from './bus-transport';

export interface CallOptions {
  timeoutMs?: number;
  /** Defaults to the caller of the current request context. */
  caller?: Caller;
  requestId?: string;
  /** Aborting gives up waiting and tells the handler to stop. */
  signal?: AbortSignal;
}

/** Typed calls over the bus: services and the gateway pass descriptors, never subject strings. */
export class BusClient {
  constructor(private readonly transport: BusTransport) {}

  /** Whether the bus itself answers (not any service on it). */
  ping(): Promise<void> {
    return this.transport.ping();
  }

  async request<Req, Rep>(descriptor: RequestDescriptor<Req, Rep>, payload: Req, options: CallOptions = {}): Promise<Rep> {
    const timeoutMs = options.timeoutMs ?? descriptor.timeoutMs;
    const message = this.message(payload, options, Date.now() + timeoutMs);
    if (options.signal?.aborted) throw cancelledError(descriptor.subject);
    const pending = this.transport.request(descriptor.subject, message, timeoutMs);
    const reply = options.signal ? await this.raceAbort(pending, options.signal, message, descriptor.subject) : await pending;
    if (!reply.ok) throw TesseraError.fromPayload(reply.error);
    return reply.data as Rep;
  }

  async emit<P>(descriptor: EventDescriptor<P>, payload: P, options: CallOptions = {}): Promise<void> {
    await this.transport.publish(descriptor.subject, this.message(payload, options, Date.now() + 60_000));
  }

  /** Puts a durable job on its queue; `jobId` makes this idempotent. */
  async enqueue<P>(descriptor: JobDescriptor<P>, payload: P, options: CallOptions & { jobId?: string } = {}): Promise<void> {
    await this.transport.enqueue(descriptor, this.message(payload, options, 0), options.jobId);
  }

  private message<P>(payload: P, options: CallOptions, deadline: number): BusMessage<P> {
    const context = currentRequestContext();
    return {
      envelope: {
        requestId: options.requestId ?? context?.requestId ?? randomUUID(),
        caller: options.caller ?? context?.caller,
        deadline,
        ...(context?.receivedAt !== undefined ? { receivedAt: context.receivedAt } : {}),
        ...(context?.locale !== undefined ? { locale: context.locale } : {}),
        ...traceHeaders(),
      },
      payload,
    };
  }

  private async raceAbort<T>(pending: Promise<T>, signal: AbortSignal, message: BusMessage, subject: string): Promise<T> {
    let onAbort: () => void = () => undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        void this.emit(RequestCancelled, { requestId: message.envelope.requestId }, { caller: message.envelope.caller });
        reject(cancelledError(subject));
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([pending, aborted]);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }
}

function cancelledError(subject: string): TesseraError {
  return new TesseraError('GONE', `The request to ${subject} was cancelled`, { extra: { cancelled: true } });
}
