import { loadConfig } from '@tessera/platform';
import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { clientIdSequence, roleIds, waitForQueryState } from './sqllab-test-support';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const SQL_TIMEOUT_SECONDS = 1;
const ASYNC_TIME_LIMIT_SECONDS = 2;
/** Runs for minutes unless killed (pg_sleep is refused by the SQL guard); an SRF in the select list, so nothing is materialised. */
const SLOW_QUERY = 'SELECT count(*) FROM (SELECT generate_series(1, 10000000000)) AS s';

const issue = (code: number, message: string) => ({ code, message: `Issue ${code} - ${message}` });

/**
 * Every error the SQL editor's execute call answers, in Superset's shape: HTTP status, the error
 * type, its message and the issue codes in `extra`.
 */
describe('SQL editor errors over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let warehouse: Client;
  const nextClientId = clientIdSequence();
  const suffix = Date.now().toString(36);
  const restrictedSchema = `restricted_${suffix}`;
  const openTable = `open_${suffix}`;
  let readOnlyId: number;
  let ctasId: number;
  let hiddenId: number;

  const execute = (session: ApiSession, fields: Record<string, unknown>) =>
    session.post('/api/v1/sqllab/execute/', { client_id: nextClientId(), ...fields });

  async function createDatabase(name: string, fields: Record<string, unknown>): Promise<number> {
    const created = await admin.post('/api/v1/database/', { database_name: name, sqlalchemy_uri: PG, expose_in_sqllab: true, ...fields });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  /** A user with the given roles; `extraPermissions` are `[permission, view menu]` pairs granted through a role of their own. */
  async function userWith(username: string, roles: string[], extraPermissions: [string, string][] = []): Promise<ApiSession> {
    const roleId = await roleIds(admin);
    const ids = roles.map(roleId);
    if (extraPermissions.length > 0) {
      const role = await admin.post('/api/v1/security/roles/', { name: `${username}_grants` });
      const grants = [];
      for (const [permission, viewMenu] of extraPermissions) grants.push(await permissionViewId(permission, viewMenu));
      expect((await admin.post(`/api/v1/security/roles/${role.body.id}/permissions`, { permission_view_menu_ids: grants })).status).toBe(
        200,
      );
      ids.push(role.body.id);
    }
    const created = await admin.post('/api/v1/security/users/', {
      first_name: username,
      last_name: 'Test',
      username,
      email: `${username}@example.com`,
      password: `${username}pw`,
      roles: ids,
    });
    expect(created.status).toBe(201);
    return ApiSession.login(app.url, username, `${username}pw`);
  }

  /**
   * Object permissions (schema access) come into being as data sources are registered; the test
   * registers the one it grants directly in the security tables.
   */
  async function permissionViewId(permission: string, viewMenu: string): Promise<number> {
    const metadata = new Client({ connectionString: app.harness.runtime.metadataUrl });
    await metadata.connect();
    try {
      const idOf = async (table: string, name: string) => {
        await metadata.query(
          `INSERT INTO security.${table} (name) SELECT $1::varchar WHERE NOT EXISTS (SELECT 1 FROM security.${table} WHERE name = $1)`,
          [name],
        );
        return (await metadata.query(`SELECT id FROM security.${table} WHERE name = $1`, [name])).rows[0].id as number;
      };
      const permissionId = await idOf('ab_permission', permission);
      const viewMenuId = await idOf('ab_view_menu', viewMenu);
      const inserted = await metadata.query(
        'INSERT INTO security.ab_permission_view (permission_id, view_menu_id) VALUES ($1, $2) RETURNING id',
        [permissionId, viewMenuId],
      );
      return inserted.rows[0].id;
    } finally {
      await metadata.end();
    }
  }

  beforeAll(async () => {
    const limits = {
      ...loadConfig({}).limits,
      sqllabTimeoutSeconds: SQL_TIMEOUT_SECONDS,
      sqllabAsyncTimeLimitSeconds: ASYNC_TIME_LIMIT_SECONDS,
    };
    app = await startHttpTestApp({ limits });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    readOnlyId = await createDatabase('pg-read', { allow_run_async: true });
    ctasId = await createDatabase('pg-ctas', { allow_ctas: true, allow_cvas: true });
    hiddenId = await createDatabase('pg-hidden', { expose_in_sqllab: false });
    warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    await warehouse.query(
      `CREATE SCHEMA ${restrictedSchema}; CREATE TABLE ${restrictedSchema}.salaries AS SELECT 1 AS amount; CREATE TABLE public.${openTable} AS SELECT 7 AS seven`,
    );
  });

  afterAll(async () => {
    await warehouse?.query(`DROP SCHEMA IF EXISTS ${restrictedSchema} CASCADE; DROP TABLE IF EXISTS public.${openTable}`);
    await warehouse?.end();
    await app?.stop();
  });

  it('refuses writes on a database without DML: DML_NOT_ALLOWED_ERROR', async () => {
    const refused = await execute(admin, { database_id: readOnlyId, sql: `SELECT 1; UPDATE public.${openTable} SET seven = 8` });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        message: 'Only SELECT statements are allowed against this database.',
        error_type: 'DML_NOT_ALLOWED_ERROR',
        level: expect.any(String),
        extra: { issue_codes: [issue(1022, 'Database does not allow data manipulation.')] },
      },
    ]);
    expect((await warehouse.query(`SELECT seven FROM public.${openTable}`)).rows).toEqual([{ seven: 7 }]);
  });

  it('needs a SELECT as the last statement of a CREATE TABLE AS run: INVALID_CTAS_QUERY_ERROR', async () => {
    const refused = await execute(admin, {
      database_id: ctasId,
      sql: 'SELECT 1 AS n; SHOW search_path',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: `never_${suffix}`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      error_type: 'INVALID_CTAS_QUERY_ERROR',
      message:
        'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.',
      extra: {
        issue_codes: [
          issue(
            1023,
            "The CTAS (create table as select) doesn't have a SELECT statement at the end. Please make sure your query has a SELECT as its last statement. Then, try running your query again.",
          ),
        ],
      },
    });
    expect((await warehouse.query('SELECT to_regclass($1) AS found', [`public.never_${suffix}`])).rows[0].found).toBeNull();
  });

  it('needs a single SELECT for a CREATE VIEW AS run: INVALID_CVAS_QUERY_ERROR', async () => {
    const cvasMessage =
      'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.';
    const cvasIssues = [
      issue(1024, 'CVAS (create view as select) query has more than one statement.'),
      issue(1025, 'CVAS (create view as select) query is not a SELECT statement.'),
    ];
    for (const sql of ['SELECT 1 AS a; SELECT 2 AS b', 'SHOW search_path']) {
      const refused = await execute(admin, {
        database_id: ctasId,
        sql,
        select_as_cta: true,
        ctas_method: 'VIEW',
        tmp_table_name: `never_v_${suffix}`,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({
        error_type: 'INVALID_CVAS_QUERY_ERROR',
        message: cvasMessage,
        extra: { issue_codes: cvasIssues },
      });
    }
  });

  it('creates a view with ctas_method VIEW where the database allows it', async () => {
    const view = `view_${suffix}`;
    const created = await execute(admin, {
      database_id: ctasId,
      sql: `SELECT seven * 6 AS answer FROM public.${openTable}`,
      select_as_cta: true,
      ctas_method: 'VIEW',
      tmp_table_name: view,
      schema: 'public',
    });
    try {
      expect(created.status).toBe(200);
      expect(created.body.query).toMatchObject({ state: 'success', ctas: true, tempTable: view, tempSchema: 'public' });
      expect(created.body.query.executedSql).toBe(`CREATE VIEW "public"."${view}" AS\nSELECT seven * 6 AS answer FROM public.${openTable}`);
      expect((await warehouse.query(`SELECT answer FROM public.${view}`)).rows).toEqual([{ answer: 42 }]);
      expect((await warehouse.query('SELECT table_type FROM information_schema.tables WHERE table_name = $1', [view])).rows).toEqual([
        { table_type: 'VIEW' },
      ]);
    } finally {
      await warehouse.query(`DROP VIEW IF EXISTS public.${view}`);
    }
  });

  it('names undefined template parameters with suggestions within two edits: MISSING_TEMPLATE_PARAMS_ERROR', async () => {
    const templateParams = JSON.stringify({ region: 'EMEA', regions: ['EMEA'], year: 2024 });
    const missing = await execute(admin, {
      database_id: readOnlyId,
      sql: "SELECT '{{ regin }}', {{ yaer }}, {{ quarter }}",
      templateParams,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      {
        error_type: 'MISSING_TEMPLATE_PARAMS_ERROR',
        level: expect.any(String),
        message:
          'The following parameters in your query are undefined: "quarter", "regin", "yaer". Did you mean "region" or "regions" instead of "regin"? Did you mean "year" instead of "yaer"? ' +
          'Please check your template parameters for syntax errors and make sure they match across your SQL query and Set Parameters. Then, try running your query again.',
        extra: {
          undefined_parameters: ['quarter', 'regin', 'yaer'],
          template_parameters: { region: 'EMEA', regions: ['EMEA'], year: 2024 },
          suggestions: { quarter: [], regin: ['region', 'regions'], yaer: ['year'] },
          issue_codes: [issue(1006, 'One or more parameters specified in the query are missing.')],
        },
      },
    ]);
  });

  it('rejects malformed templates: INVALID_TEMPLATE_PARAMS_ERROR', async () => {
    const malformed = await execute(admin, {
      database_id: readOnlyId,
      sql: 'SELECT {{ region ',
      templateParams: JSON.stringify({ region: 'EMEA' }),
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0]).toMatchObject({
      error_type: 'INVALID_TEMPLATE_PARAMS_ERROR',
      message:
        'The query contains one or more malformed template parameters. Please check your query and confirm that all template parameters are surround by double braces, for example, "{{ ds }}". Then, try running your query again.',
      extra: {
        template_parameters: { region: 'EMEA' },
        issue_codes: [issue(1028, 'One or more parameters specified in the query are malformed.')],
      },
    });
  });

  it('treats template parameters that are not valid JSON as none', async () => {
    const plain = await execute(admin, { database_id: readOnlyId, sql: "SELECT 'ok' AS answer", templateParams: '{region: EMEA' });
    expect(plain.status).toBe(200);
    expect(plain.body.data).toEqual([{ answer: 'ok' }]);
    const templated = await execute(admin, {
      database_id: readOnlyId,
      sql: "SELECT '{{ region }}' AS answer",
      templateParams: '{"region": "EMEA"',
    });
    expect(templated.status).toBe(400);
    expect(templated.body.errors[0]).toMatchObject({
      error_type: 'MISSING_TEMPLATE_PARAMS_ERROR',
      extra: { undefined_parameters: ['region'], template_parameters: {} },
    });
  });

  it('kills a synchronous run after the SQL editor timeout: SQLLAB_TIMEOUT_ERROR and timed_out', async () => {
    const clientId = nextClientId();
    const slow = await admin.post('/api/v1/sqllab/execute/', { client_id: clientId, database_id: readOnlyId, sql: SLOW_QUERY });
    expect(slow.status).toBe(408);
    const message = `The query was killed after ${SQL_TIMEOUT_SECONDS} seconds. It might be too complex, or the database might be under heavy load.`;
    expect(slow.body.errors[0]).toMatchObject({
      error_type: 'SQLLAB_TIMEOUT_ERROR',
      message,
      extra: {
        timeout: SQL_TIMEOUT_SECONDS,
        issue_codes: [
          issue(1026, 'Query is too complex and takes too long to run.'),
          issue(1027, 'The database is currently running too many queries.'),
        ],
      },
    });
    expect(await waitForQueryState(admin, clientId, ['timed_out'])).toMatchObject({ errorMessage: message });
  });

  it('kills an async run after the async time limit', async () => {
    const clientId = nextClientId();
    const queued = await admin.post('/api/v1/sqllab/execute/', {
      client_id: clientId,
      database_id: readOnlyId,
      sql: SLOW_QUERY,
      runAsync: true,
    });
    expect(queued.status).toBe(202);
    const ended = await waitForQueryState(admin, clientId, ['timed_out', 'failed', 'success']);
    expect(ended).toMatchObject({
      state: 'timed_out',
      errorMessage: `The query was killed after ${ASYNC_TIME_LIMIT_SECONDS} seconds. It might be too complex, or the database might be under heavy load.`,
    });
  });

  it('refuses callers without the SQL editor permission', async () => {
    const gamma = await userWith('gammaonly', ['Gamma']);
    const refused = await execute(gamma, { database_id: readOnlyId, sql: 'SELECT 1' });
    expect(refused.status).toBe(403);
    expect((await gamma.get('/api/v1/sqllab/')).status).toBe(403);
  });

  it('refuses databases not exposed in SQL Lab, even to Admin', async () => {
    const refused = await execute(admin, { database_id: hiddenId, sql: 'SELECT 1' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({
      error_type: 'DATABASE_SECURITY_ACCESS_ERROR',
      message: 'The database pg-hidden is not exposed in SQL Lab.',
    });
  });

  it('checks database and schema access of the tables a query names', async () => {
    const limited = await userWith('schemauser', ['Gamma', 'sql_lab'], [['schema_access', '[pg-read].[public]']]);

    const own = await execute(limited, { database_id: readOnlyId, sql: `SELECT seven FROM ${openTable}` });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([{ seven: 7 }]);

    const message = `You need access to the following tables: \`${restrictedSchema}.salaries\`, \`all_database_access\` or \`all_datasource_access\` permission`;
    const qualified = await execute(limited, {
      database_id: readOnlyId,
      sql: `SELECT o.seven, s.amount FROM ${openTable} o JOIN ${restrictedSchema}.salaries s ON true`,
    });
    expect(qualified.status).toBe(403);
    expect(qualified.body.errors).toEqual([
      {
        error_type: 'TABLE_SECURITY_ACCESS_ERROR',
        level: expect.any(String),
        message,
        extra: { tables: [`${restrictedSchema}.salaries`], issue_codes: [] },
      },
    ]);
    const picked = await execute(limited, { database_id: readOnlyId, schema: restrictedSchema, sql: 'SELECT amount FROM salaries' });
    expect(picked.status).toBe(403);
    expect(picked.body.errors[0].message).toBe(message);

    // Another database on the same server: no grant at all, so it is refused before anything runs.
    const elsewhere = await execute(limited, { database_id: ctasId, sql: 'SELECT 1' });
    expect(elsewhere.status).toBe(403);
    // Admin reads everything.
    expect((await execute(admin, { database_id: readOnlyId, sql: `SELECT amount FROM ${restrictedSchema}.salaries` })).body.data).toEqual([
      { amount: 1 },
    ]);
  });
});
