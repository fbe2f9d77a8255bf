import { RestResourceRegistry } from '@tessera/gateway';
import { Client } from 'pg';
import { listGatewayRoutes } from '../testing/gateway-routes';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { CALLER_KINDS, createCallers, type CallerKind } from './authorization-matrix.callers';
import { EXPECTED_ACCESS } from './authorization-matrix.expected';
import { LIST_SECRETS } from './authorization-matrix.lists';
import { matrixRoutes, type MatrixRoute } from './authorization-matrix.probes';
import { observeMatrix } from './authorization-matrix.runner';
import { Sacrifices } from './authorization-matrix.sacrifices';
import { buildWorld, createWarehouseTables, dropWarehouseTables, MATRIX_WAREHOUSE, type MatrixWorld } from './authorization-matrix.world';

/**
 * Every HTTP route the gateway registers, called by every kind of caller, against the table in
 * `authorization-matrix.expected.ts`. The routes come from the running app, so a new route fails
 * here until someone decides, in a new row, who may call it.
 */
describe('authorization matrix: every gateway route for every kind of caller', () => {
  let app: HttpTestApp;
  let warehouse: Client;
  let world: MatrixWorld;
  let callers: Record<CallerKind, ApiSession>;
  let routes: MatrixRoute[];
  const suffix = Date.now().toString(36);
  const schema = `authz_${suffix}`;

  beforeAll(async () => {
    warehouse = new Client({ connectionString: MATRIX_WAREHOUSE });
    await warehouse.connect();
    await createWarehouseTables(warehouse, schema);
    app = await startHttpTestApp();
    const admin = await ApiSession.login(app.url, 'admin', 'admin');
    world = await buildWorld(admin, schema, suffix);
    callers = await createCallers(app.url, admin, world.grantedDatasetId, suffix);
    routes = matrixRoutes(listGatewayRoutes(app.gateway.app), app.gateway.app.get(RestResourceRegistry).all());
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    if (warehouse) await dropWarehouseTables(warehouse, schema);
    await warehouse?.end();
  });

  it('has exactly one row for each route the gateway serves', () => {
    const served = routes.map((route) => route.key);
    const rows = Object.keys(EXPECTED_ACCESS);
    expect({
      routesWithoutRow: served.filter((key) => !rows.includes(key)),
      rowsWithoutRoute: rows.filter((key) => !served.includes(key)),
    }).toEqual({
      routesWithoutRow: [],
      rowsWithoutRoute: [],
    });
  });

  // Before the matrix run, whose sacrificial objects would crowd the first page.
  it("leaves the administrator's hidden objects out of every caller's lists", async () => {
    const leaks: string[] = [];
    for (const secret of LIST_SECRETS) {
      const ids = secret.ids(world);
      for (const caller of [...secret.hiddenFrom, 'admin' as const]) {
        const listed = await callers[caller].get(secret.path);
        if (listed.status !== 200) {
          leaks.push(`${secret.path} as ${caller}: answered ${listed.status}`);
          continue;
        }
        const shown = ids.filter((id) => (listed.body.ids as number[]).includes(id));
        if (caller === 'admin' ? shown.length !== ids.length : shown.length > 0)
          leaks.push(`${secret.path} as ${caller}: shows ${JSON.stringify(shown)} of ${JSON.stringify(ids)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers every caller of every route as the table says, and never with a server error', async () => {
    const observations = await observeMatrix(routes, callers, world, new Sacrifices(callers.admin, world));
    const differences = observations
      .filter(
        (seen) =>
          seen.outcome === '5xx' ||
          seen.outcome === 'not called' ||
          (EXPECTED_ACCESS[seen.route] && EXPECTED_ACCESS[seen.route][seen.caller] !== seen.outcome),
      )
      .map(
        (seen) =>
          `${seen.route} as ${seen.caller}: expected ${EXPECTED_ACCESS[seen.route]?.[seen.caller] ?? '(no row)'}, got ${seen.outcome === 'not called' ? seen.body : `${seen.status} from ${seen.path}: ${seen.body.slice(0, 120)}`}`,
      );
    expect(differences).toEqual([]);
    expect(observations).toHaveLength(routes.length * CALLER_KINDS.length);
  }, 300_000);
});
