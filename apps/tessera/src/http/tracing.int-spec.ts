import { createServer, type Server } from 'node:http';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const PG = 'postgresql://postgres@127.0.0.1:5432/postgres';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}

/** An OTLP/HTTP collector in the test: keeps every span the app exports (JSON encoding). */
async function startReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; server: Server }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[] };
        for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, spans, server };
}

describe('tracing', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let app: HttpTestApp;
  let admin: ApiSession;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await startHttpTestApp({ otelEndpoint: receiver.url });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  /** Spans of one trace, once the batch holding `name` has been exported. */
  async function traceWith(traceId: string, name: RegExp): Promise<ReceivedSpan[]> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const spans = receiver.spans.filter((span) => span.traceId === traceId);
      if (spans.some((span) => name.test(span.name))) return spans;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no span matching ${name} in trace ${traceId}: ${JSON.stringify(receiver.spans.map((s) => s.name))}`);
  }

  it('follows one request from the caller’s traceparent through the gateway and the bus to the warehouse', async () => {
    const database = await admin.post('/api/v1/database/', {
      database_name: `traced_${Date.now()}`,
      sqlalchemy_uri: PG,
      expose_in_sqllab: true,
    });
    expect(database.status).toBe(201);
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const response = await admin.fetch('/api/v1/sqllab/execute/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-b7ad6b7169203331-01` },
      body: JSON.stringify({
        client_id: `tr${Date.now().toString(36).slice(-6)}`,
        database_id: database.body.id,
        sql: 'SELECT 1 AS traced',
      }),
    });
    expect(response.status).toBe(200);
    const spans = await traceWith(traceId, /^warehouse query$/);
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const http = spans.find((span) => span.name === 'POST /api/v1/sqllab/execute');
    expect(http?.parentSpanId).toBe('b7ad6b7169203331');
    const bus = spans.find((span) => span.name === 'sql.query.execute');
    expect(bus).toBeDefined();
    // The bus handler's span hangs under the HTTP request's, the statement's under the handler's.
    const ancestors = (span: ReceivedSpan | undefined): string[] =>
      span?.parentSpanId && byId.has(span.parentSpanId)
        ? [byId.get(span.parentSpanId)!.name, ...ancestors(byId.get(span.parentSpanId))]
        : [];
    expect(ancestors(bus)).toContain('POST /api/v1/sqllab/execute');
    const warehouse = spans.find((span) => span.name === 'warehouse query' && ancestors(span).includes('sql.query.execute'));
    expect(warehouse).toBeDefined();
  });
});
