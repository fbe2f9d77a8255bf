import { createServer, type Server } from 'node:http';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** The `service.name` of the process that exported the span. */
  service: string;
}

interface OtlpJsonPayload {
  resourceSpans: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: Omit<ReceivedSpan, 'service'>[] }[];
  }[];
}

export interface OtlpReceiver {
  url: string;
  spans: ReceivedSpan[];
  /** Spans of one trace, once a span matching each of `names` has arrived (every process exports in batches). */
  traceWith(traceId: string, names: RegExp[], timeoutMs?: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

/** An OTLP/HTTP collector inside a test: keeps every span the processes export (JSON encoding). */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as OtlpJsonPayload;
        for (const resource of payload.resourceSpans) {
          const service = resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of resource.scopeSpans) spans.push(...scope.spans.map((span) => ({ ...span, service })));
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    spans,
    traceWith: async (traceId, names, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const trace = spans.filter((span) => span.traceId === traceId);
        if (names.every((name) => trace.some((span) => name.test(span.name)))) return trace;
        if (Date.now() > deadline)
          throw new Error(
            `no span matching each of ${names.join(', ')} in trace ${traceId}: ${JSON.stringify(trace.map((s) => `${s.service}: ${s.name}`))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Names of the spans above `span` in its trace, nearest first. */
export function ancestorsOf(span: ReceivedSpan | undefined, trace: ReceivedSpan[]): string[] {
  const byId = new Map(trace.map((candidate) => [candidate.spanId, candidate]));
  const names: string[] = [];
  const parentOf = (child: ReceivedSpan | undefined) => (child?.parentSpanId ? byId.get(child.parentSpanId) : undefined);
  for (let parent = parentOf(span); parent; parent = parentOf(parent)) names.push(parent.name);
  return names;
}
