import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { ancestorsOf, startOtlpReceiver, type OtlpReceiver } from '../testing/otlp-receiver';

const PG = 'postgresql://postgres@127.0.0.1:5432/postgres';

describe('tracing', () => {
  let receiver: OtlpReceiver;
  let app: HttpTestApp;
  let admin: ApiSession;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    app = await startHttpTestApp({ otelEndpoint: receiver.url });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await receiver?.close();
  });

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
    const spans = await receiver.traceWith(traceId, [
      /^POST \/api\/v1\/sqllab\/execute$/,
      /^sql\.query\.execute$/,
      /^warehouse query$/,
      /^metadata [A-Z]+$/,
    ]);
    const http = spans.find((span) => span.name === 'POST /api/v1/sqllab/execute');
    expect(http?.parentSpanId).toBe('b7ad6b7169203331');
    const bus = spans.find((span) => span.name === 'sql.query.execute');
    // The bus handler's span hangs under the HTTP request's, the statement's under the handler's.
    expect(ancestorsOf(bus, spans)).toContain('POST /api/v1/sqllab/execute');
    const warehouse = spans.find((span) => span.name === 'warehouse query' && ancestorsOf(span, spans).includes('sql.query.execute'));
    expect(warehouse).toBeDefined();
    // So do the handler's statements to the metadata store (the query's history row).
    const metadata = spans.filter((span) => /^metadata [A-Z]+$/.test(span.name));
    expect(metadata.some((span) => ancestorsOf(span, spans).includes('sql.query.execute'))).toBe(true);
  });
});
