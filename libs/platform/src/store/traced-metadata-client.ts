import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { Client } from 'pg';

/** The statement's first keyword (SELECT, INSERT, …): what a span may say of it without its literals. */
function operationOf(text: string): string {
  return /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
}

/**
 * The pg client TypeORM's pool opens for the metadata store, with a client span per statement made
 * inside a traced request or bus message, so a trace shows the time a handler spent in the store.
 * Statements without a surrounding span (migrations, background sweeps) start no trace of their own.
 */
export class TracedMetadataClient extends Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    const callbackStyle =
      args.some((argument) => typeof argument === 'function') || typeof (config as { submit?: unknown })?.submit === 'function';
    const run = () => (super.query as (...a: unknown[]) => unknown).apply(this, args) as never;
    if (callbackStyle || typeof text !== 'string' || !trace.getSpan(context.active())) return run();
    const operation = operationOf(text);
    const span = trace.getTracer('tessera').startSpan(`metadata ${operation}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.namespace': this.database ?? '', 'db.operation.name': operation },
    });
    const pending = run() as unknown as Promise<unknown>;
    pending.then(
      () => span.end(),
      (error: Error) => {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
        span.end();
      },
    );
    return pending as never;
  }
}
