import { referenceOperations, servedByARoute, type ReferenceOperation } from '../testing/reference-operations';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { DELIBERATE_OMISSIONS } from './openapi-reference-walk.omissions';

/** Reads before writes, deletes last: nothing the walk sends may remove what a later call needs. */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Walks every operation of Superset's OpenAPI reference against the running app, as the
 * administrator (so no permission hides a route), and fails on each one that only the catch-all
 * answers. A route that exists may answer anything else: 400 for the walk's empty body, its own 404
 * for the ids that do not exist. Deliberate omissions are listed, with their reasons, beside this file.
 */
describe("Superset's OpenAPI reference, walked operation by operation", () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  const operations = referenceOperations().sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  const key = (operation: ReferenceOperation) => `${operation.method} ${operation.specPath}`;

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('reads the whole reference', () => {
    expect(operations.length).toBeGreaterThan(230);
    expect(operations.filter((operation) => operation.method === 'GET').length).toBeGreaterThan(120);
  });

  it('serves every operation except the deliberate omissions, and none of them falls to the catch-all', async () => {
    const fallsThrough: string[] = [];
    const serverErrors: string[] = [];
    for (const operation of operations) {
      if (key(operation) in DELIBERATE_OMISSIONS) continue;
      const answer = await admin.call(operation.method, operation.concretePath, operation.method === 'GET' ? undefined : {});
      if (answer.status >= 500) serverErrors.push(`${key(operation)} → ${answer.status} ${JSON.stringify(answer.body)}`);
      if (answer.status === 404 && !servedByARoute(app.gateway.app, operation.method, operation.concretePath))
        fallsThrough.push(key(operation));
    }
    expect({ fallsThrough, serverErrors }).toEqual({ fallsThrough: [], serverErrors: [] });
  }, 300_000);

  it('lists as omissions only operations of the reference, each with its reason', () => {
    const known = new Set(operations.map(key));
    for (const [operation, reason] of Object.entries(DELIBERATE_OMISSIONS)) {
      expect({ operation, inReference: known.has(operation) }).toEqual({ operation, inReference: true });
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  it('tells a missing route from a missing object', async () => {
    const missingObject = await admin.get('/api/v1/chart/999999');
    expect(missingObject.status).toBe(404);
    expect(servedByARoute(app.gateway.app, 'GET', '/api/v1/chart/999999')).toBe(true);
    const missingRoute = await admin.get('/api/v1/no_such_resource/');
    expect(missingRoute.status).toBe(404);
    expect(servedByARoute(app.gateway.app, 'GET', '/api/v1/no_such_resource/')).toBe(false);
    expect(servedByARoute(app.gateway.app, 'POST', '/api/v1/no_such_resource/')).toBe(false);
  });
});
