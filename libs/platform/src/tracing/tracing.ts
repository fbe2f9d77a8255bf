import { context, propagation, trace, type Context, type Span, SpanKind, SpanStatusCode, type Attributes } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { OtlpJsonSpanExporter } from './otlp-json-exporter';

/**
 * Traces for operators: spans for HTTP requests, socket chart queries, bus messages and warehouse
 * statements, exported over OTLP/HTTP when an endpoint is configured. Without one nothing is
 * registered, and the OpenTelemetry API's calls below are no-ops that cost next to nothing.
 */
const TRACER = 'tessera';

export interface Tracing {
  /** Sends the spans still buffered and stops exporting. */
  shutdown(): Promise<void>;
}

let active: { provider: TracerProvider; users: number } | null = null;

/** Starts exporting spans of this process to `endpoint` (an OTLP/HTTP base URL); null: tracing stays off. */
export function startTracing(service: string, endpoint: string | null): Tracing {
  if (!endpoint) return { shutdown: async () => undefined };
  if (!active) {
    const provider = new TracerProvider({
      resource: resourceFromAttributes({ 'service.name': service }),
      spanProcessors: [
        new BatchSpanProcessor({
          exporter: new OtlpJsonSpanExporter(`${endpoint.replace(/\/+$/, '')}/v1/traces`),
          scheduledDelayMillis: 500,
        }),
      ],
    });
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    trace.setGlobalTracerProvider(provider);
    active = { provider, users: 0 };
  }
  const current = active;
  current.users += 1;
  let stopped = false;
  return {
    shutdown: async () => {
      if (stopped) return;
      stopped = true;
      await current.provider.forceFlush();
      current.users -= 1;
      if (current.users > 0 || active !== current) return;
      active = null;
      await current.provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/** The W3C trace headers of the current span, to carry it across the bus or to another service. */
export function traceHeaders(): { traceparent?: string; tracestate?: string } {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** The context a message or request carrying these headers continues (the root context without them). */
export function contextFrom(headers: { traceparent?: unknown; tracestate?: unknown }): Context {
  const carrier: Record<string, string> = {};
  if (typeof headers.traceparent === 'string') carrier.traceparent = headers.traceparent;
  if (typeof headers.tracestate === 'string') carrier.tracestate = headers.tracestate;
  return propagation.extract(context.active(), carrier);
}

/** Starts a span, child of `parent` (default: the active context). The caller ends it. */
export function startSpan(name: string, kind: SpanKind, attributes: Attributes = {}, parent: Context = context.active()): Span {
  return trace.getTracer(TRACER).startSpan(name, { kind, attributes }, parent);
}

/** Runs `work` with `span` as the active span, so spans started inside are its children. */
export function withSpan<T>(span: Span, work: () => T): T {
  return context.with(trace.setSpan(context.active(), span), work);
}

/** Runs `work` in a span that ends with it, recording an error when it throws. */
export async function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  parent?: Context,
): Promise<T> {
  const span = startSpan(name, kind, attributes, parent);
  try {
    return await context.with(trace.setSpan(parent ?? context.active(), span), () => work(span));
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}

/** The trace id of the active span, for log lines; null when there is none (tracing off or no span). */
export function activeTraceId(): string | null {
  const spanContext = trace.getSpan(context.active())?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : null;
}

export { SpanKind, SpanStatusCode };
