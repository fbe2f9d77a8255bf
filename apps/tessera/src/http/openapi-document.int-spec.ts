import Ajv from 'ajv';
import { listGatewayRoutes } from '../testing/gateway-routes';
import { startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

type Operation = { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: { $ref: string } }> } };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/** The document is generated from the routes; this holds it to the routes Express actually serves. */
describe('GET /api/v1/_openapi', () => {
  let app: HttpTestApp;
  let document: Document;

  beforeAll(async () => {
    app = await startHttpTestApp();
    const response = await fetch(`${app.url}/api/v1/_openapi`);
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('describes every API route the gateway serves, and no route it does not', () => {
    const served = listGatewayRoutes(app.gateway.app)
      .filter((route) => route.path.startsWith('/api/') || route.path === '/health' || route.path === '/ready')
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(document.openapi).toBe('3.0.3');
    expect(served.length).toBeGreaterThan(150);
    expect({
      missing: served.filter((key) => !documented.includes(key)),
      extra: documented.filter((key) => !served.includes(key)),
    }).toEqual({ missing: [], extra: [] });
  });

  it('names each path parameter and gives each request body the contract class that validates it', () => {
    const chart = document.paths['/api/v1/chart/{idOrUuid}'].get;
    expect(chart.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'idOrUuid', in: 'path' })]));
    const bulkTag = document.paths['/api/v1/tag/bulk_create'].post;
    const ref = bulkTag.requestBody?.content['application/json'].schema.$ref ?? '';
    expect(ref).toBe('#/components/schemas/BulkTagRequest');
    expect(document.components.schemas.BulkTagRequest).toMatchObject({ type: 'object', properties: expect.any(Object) });
  });

  it('is made of valid JSON Schemas whose references all resolve', () => {
    const ajv = new Ajv({ strict: false });
    ajv.addSchema({ components: document.components }, 'doc');
    const refs = JSON.stringify(document).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const name = ref.slice(1, -1).split('/').pop() as string;
      expect({ ref, defined: name in document.components.schemas }).toEqual({ ref, defined: true });
      expect(() => ajv.compile({ $ref: `doc#/components/schemas/${name}` })).not.toThrow();
    }
  });

  it("renders the reference page with the app's own scripts only", async () => {
    const page = await fetch(`${app.url}/swagger/v1`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/swagger/v1/start.js');
    expect(html).not.toMatch(/<script>[^<]/);
    for (const asset of ['/swagger/v1/start.js', '/swagger/v1/assets/swagger-ui-bundle.js', '/swagger/v1/assets/swagger-ui.css']) {
      expect((await fetch(`${app.url}${asset}`)).status).toBe(200);
    }
    expect((await fetch(`${app.url}/swagger/v1/assets/package.json`)).status).toBe(404);
  });
});
