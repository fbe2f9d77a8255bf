import { RestResourceRegistry } from '@tessera/gateway';
import { startLdapTestServer, type LdapTestServer } from '@tessera/platform/testing';
import { Client } from 'pg';
import { listGatewayRoutes } from '../testing/gateway-routes';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { CALLER_KINDS, createCallers, type CallerKind, type MatrixCaller, type UserCallerKind } from './authorization-matrix.callers';
import { EXPECTED_ACCESS } from './authorization-matrix.expected';
import { LIST_SECRETS } from './authorization-matrix.lists';
import { matrixRoutes, type MatrixRoute } from './authorization-matrix.probes';
import { observeMatrix } from './authorization-matrix.runner';
import { Sacrifices } from './authorization-matrix.sacrifices';
import { createSsoCallers, ssoMatrixConfig, ssoMatrixDirectory } from './authorization-matrix.sso-callers';
import { buildWorld, createWarehouseTables, dropWarehouseTables, MATRIX_WAREHOUSE, type MatrixWorld } from './authorization-matrix.world';

/**
 * Every HTTP route the gateway registers, called by every kind of caller, against the table in
 * `authorization-matrix.expected.ts`. The routes come from the running app, so a new route fails
 * here until someone decides, in a new row, who may call it.
 *
 * The app is an LDAP deployment (a real slapd): every kind of user caller is there twice, as a user
 * the administrator created and as one Tessera created at their first directory login with roles
 * mapped from their group, and both are held to the same row.
 */
describe('authorization matrix: every gateway route for every kind of caller', () => {
  let ldap: LdapTestServer;
  let app: HttpTestApp;
  let warehouse: Client;
  let world: MatrixWorld;
  let callers: Record<CallerKind, ApiSession>;
  let ssoCallers: Record<UserCallerKind, ApiSession>;
  let routes: MatrixRoute[];
  const suffix = Date.now().toString(36);
  const schema = `authz_${suffix}`;

  beforeAll(async () => {
    warehouse = new Client({ connectionString: MATRIX_WAREHOUSE });
    await warehouse.connect();
    await createWarehouseTables(warehouse, schema);
    ldap = await startLdapTestServer(ssoMatrixDirectory(suffix));
    app = await startHttpTestApp({ sso: ssoMatrixConfig(ldap.url, suffix) });
    const admin = await ApiSession.login(app.url, 'admin', 'admin');
    world = await buildWorld(admin, schema, suffix);
    callers = await createCallers(app.url, admin, world.grantedDatasetId, suffix);
    ssoCallers = await createSsoCallers(app.url, suffix);
    routes = matrixRoutes(listGatewayRoutes(app.gateway.app), app.gateway.app.get(RestResourceRegistry).all());
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await ldap?.stop();
    if (warehouse) await dropWarehouseTables(warehouse, schema);
    await warehouse?.end();
  });

  /** Each kind's local caller, then its single-sign-on one, so both meet every route in the same state. */
  const everyCaller = (): MatrixCaller[] =>
    CALLER_KINDS.flatMap((kind) => [
      { kind, name: kind, session: callers[kind] },
      ...(kind in ssoCallers ? [{ kind, name: `${kind} (LDAP)`, session: ssoCallers[kind as UserCallerKind] }] : []),
    ]);

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
      const listers = everyCaller().filter(({ kind }) => kind === 'admin' || secret.hiddenFrom.includes(kind));
      for (const { kind, name, session } of listers) {
        const listed = await session.get(secret.path);
        if (listed.status !== 200) {
          leaks.push(`${secret.path} as ${name}: answered ${listed.status}`);
          continue;
        }
        const shown = ids.filter((id) => (listed.body.ids as number[]).includes(id));
        if (kind === 'admin' ? shown.length !== ids.length : shown.length > 0)
          leaks.push(`${secret.path} as ${name}: shows ${JSON.stringify(shown)} of ${JSON.stringify(ids)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers every caller of every route as the table says, the single-sign-on users too, and never with a server error', async () => {
    const matrixCallers = everyCaller();
    const observations = await observeMatrix(routes, matrixCallers, world, new Sacrifices(callers.admin, world));
    const differences = observations
      .filter(
        (seen) =>
          seen.outcome === '5xx' ||
          seen.outcome === 'not called' ||
          (EXPECTED_ACCESS[seen.route] && EXPECTED_ACCESS[seen.route][seen.caller] !== seen.outcome),
      )
      .map(
        (seen) =>
          `${seen.route} as ${seen.name}: expected ${EXPECTED_ACCESS[seen.route]?.[seen.caller] ?? '(no row)'}, got ${seen.outcome === 'not called' ? seen.body : `${seen.status} from ${seen.path}: ${seen.body.slice(0, 120)}`}`,
      );
    expect(differences).toEqual([]);
    expect(observations).toHaveLength(routes.length * matrixCallers.length);
    expect(matrixCallers.filter(({ name }) => name.endsWith('(LDAP)'))).toHaveLength(5);
  }, 450_000);
});
