import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';

const EXPORT_TIMEOUT_MS = 10_000;

/**
 * Sends spans to an OTLP/HTTP collector (`POST {endpoint}/v1/traces`, JSON encoding). OpenTelemetry's
 * own exporter loads its transport with a dynamic `import()`, which test runners without ES-module
 * support cannot follow; this one posts with `fetch` and the same serializer.
 */
export class OtlpJsonSpanExporter implements SpanExporter {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly url: string) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    const bytes = JsonTraceSerializer.serializeRequest(spans);
    if (!bytes) return done({ code: ExportResultCode.FAILED, error: new Error('spans could not be serialised') });
    // The serializer writes UTF-8 JSON; sent as text, which every fetch typing accepts.
    const body = new TextDecoder().decode(bytes);
    const sent = fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    }).then(
      (response) =>
        done(
          response.ok
            ? { code: ExportResultCode.SUCCESS }
            : { code: ExportResultCode.FAILED, error: new Error(`collector answered ${response.status}`) },
        ),
      (error: Error) => done({ code: ExportResultCode.FAILED, error }),
    );
    this.pending.add(sent);
    void sent.finally(() => this.pending.delete(sent));
  }

  async forceFlush(): Promise<void> {
    await Promise.all(this.pending);
  }

  async shutdown(): Promise<void> {
    await this.forceFlush();
  }
}
