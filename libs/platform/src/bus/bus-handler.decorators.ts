import type { EventDescriptor, JobDescriptor, RequestDescriptor } from '@tessera/contracts';
import { EventPattern, MessagePattern } from '@nestjs/microservices';

/** Answers a request/reply message. The payload arrives validated against the descriptor's DTO. */
export function HandleRequest(descriptor: RequestDescriptor<unknown, unknown>): MethodDecorator {
  return MessagePattern(descriptor.subject);
}

/**
 * Handles an event. By default one replica of the service handles each event; `fanout` delivers it
 * to every replica (cache invalidation, cancellation).
 */
export function OnEvent(descriptor: EventDescriptor<unknown>, options: { fanout?: boolean } = {}): MethodDecorator {
  return EventPattern(descriptor.subject, { fanout: options.fanout === true });
}

/** Processes durable jobs of the descriptor's queue; returning acks, throwing retries (or discards). */
export function ProcessJob(descriptor: JobDescriptor<unknown>): MethodDecorator {
  return MessagePattern(descriptor.subject);
}
