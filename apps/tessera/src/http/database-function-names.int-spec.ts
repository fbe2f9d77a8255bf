import { createConnection, type Connection } from 'mysql2/promise';
import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

const POSTGRES = 'postgresql://postgres@127.0.0.1:5432/test';
const MARIADB = 'mysql://root:@127.0.0.1:3306/test';

/**
 * `GET /api/v1/database/{pk}/function_names/`: the functions each engine reports, as the SQL
 * editor's autocomplete offers them (PostgreSQL's pg_proc, DuckDB's duckdb_functions(), MariaDB's
 * built-ins with the database's stored functions), kept in the catalogue cache.
 */
describe("a database's function names", () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let pg: Client;
  let maria: Connection;
  const suffix = Date.now().toString(36);
  const pgFunction = `tessera_fn_${suffix}`;
  const mariaFunction = `tessera_mfn_${suffix}`;

  const functionNames = async (databaseId: number) => {
    const answer = await admin.get(`/api/v1/database/${databaseId}/function_names/`);
    expect(answer.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/database/{pk}/function_names/', 200, answer.body)).toEqual([]);
    return answer.body.function_names as string[];
  };
  const createDatabase = async (name: string, uri: string) => {
    const database = await admin.post('/api/v1/database/', { database_name: `${name} ${suffix}`, sqlalchemy_uri: uri });
    expect(database.status).toBe(201);
    return database.body.id as number;
  };

  beforeAll(async () => {
    pg = new Client({ connectionString: POSTGRES });
    await pg.connect();
    await pg.query(`CREATE FUNCTION public.${pgFunction}(x int) RETURNS int LANGUAGE sql AS 'SELECT x + 1'`);
    maria = await createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: 'test' });
    await maria.query(`CREATE FUNCTION ${mariaFunction}(x INT) RETURNS INT DETERMINISTIC RETURN x + 1`);
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await pg?.query(`DROP FUNCTION IF EXISTS public.${pgFunction}(int)`);
    await pg?.end();
    await maria?.query(`DROP FUNCTION IF EXISTS ${mariaFunction}`);
    await maria?.end();
  });

  it("lists PostgreSQL's functions from pg_proc, the database's own included, and keeps the list", async () => {
    const databaseId = await createDatabase('pg functions', POSTGRES);
    const names = await functionNames(databaseId);
    expect(names).toEqual(expect.arrayContaining(['date_trunc', 'jsonb_path_query', 'string_agg', pgFunction]));
    expect(names).toEqual([...new Set(names)].sort());
    // Cached: a function dropped since is still offered until the catalogue cache is renewed.
    await pg.query(`DROP FUNCTION public.${pgFunction}(int)`);
    expect(await functionNames(databaseId)).toContain(pgFunction);
  });

  it("lists DuckDB's functions and macros from duckdb_functions()", async () => {
    const names = await functionNames(await createDatabase('duck functions', 'duckdb:///:memory:'));
    expect(names).toEqual(expect.arrayContaining(['strftime', 'list_aggregate', 'approx_count_distinct', 'date_trunc']));
  });

  it("lists MariaDB's built-in functions and the database's stored functions", async () => {
    const names = await functionNames(await createDatabase('maria functions', MARIADB));
    expect(names).toEqual(expect.arrayContaining(['group_concat', 'date_format', 'json_extract', mariaFunction]));
  });

  it('answers 404 for a database that does not exist and refuses callers without database access', async () => {
    expect((await admin.get('/api/v1/database/999999/function_names/')).status).toBe(404);
    const databaseId = await createDatabase('pg hidden', POSTGRES);
    const gammaRole = (
      (await admin.get(`/api/v1/security/roles/?q=${encodeURIComponent("(filter:'Gamma')")}`)).body.result as {
        id: number;
        name: string;
      }[]
    ).find((role) => role.name === 'Gamma');
    const user = await admin.post('/api/v1/security/users/', {
      first_name: 'Fn',
      last_name: 'Gamma',
      username: `fn_${suffix}`,
      email: `fn_${suffix}@example.com`,
      password: 'functions-pw',
      roles: [gammaRole?.id],
    });
    expect(user.status).toBe(201);
    const gamma = await ApiSession.login(app.url, `fn_${suffix}`, 'functions-pw');
    expect((await gamma.get(`/api/v1/database/${databaseId}/function_names/`)).status).toBe(403);
  });
});
