import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type Redis from 'ioredis';

type SendCommand = Redis['sendCommand'];

/**
 * Gives every Redis command sent inside a traced request or bus message a client span (named by the
 * command, never its keys or values), ended when Redis answers. Commands outside a trace (blocking
 * reads of event streams, lock renewals) start none, so an idle process exports nothing.
 */
export function traceRedisCommands(redis: Redis): Redis {
  const send: SendCommand = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command, stream) => {
    if (!trace.getSpan(context.active())) return send(command, stream);
    const operation = command.name.toUpperCase();
    const span = trace.getTracer('tessera').startSpan(`redis ${operation}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'redis', 'db.operation.name': operation },
    });
    const sent = send(command, stream);
    command.promise.then(
      () => span.end(),
      (error: Error) => {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
        span.end();
      },
    );
    return sent;
  }) as SendCommand;
  return redis;
}
