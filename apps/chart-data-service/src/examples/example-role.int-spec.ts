import { Client } from 'pg';
import { EXAMPLES_ROLE, handOverExamples } from './example-role';

const SERVER = 'postgresql://postgres@127.0.0.1:5432';

// The cluster's example warehouse is registered with a role that can read its tables and nothing
// of the server: no superuser, no other database, no files.
describe('the examples role', () => {
  const database = `examples_role_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: `${SERVER}/postgres` });
  let reader: Client;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const warehouse = new Client({ connectionString: `${SERVER}/${database}` });
    await warehouse.connect();
    await warehouse.query('CREATE TABLE public.birth_names AS SELECT 1 AS num');
    await warehouse.end();
    const uri = await handOverExamples(`${SERVER}/${database}`, ['birth_names', 'not_loaded']);
    expect(new URL(uri).username).toBe(EXAMPLES_ROLE);
    reader = new Client({ connectionString: uri });
    await reader.connect();
  });

  afterAll(async () => {
    await reader?.end();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.end();
  });

  it('reads and replaces the example tables as a role that is no superuser', async () => {
    expect((await reader.query('SELECT num FROM birth_names')).rows).toEqual([{ num: 1 }]);
    await reader.query('DROP TABLE birth_names; CREATE TABLE birth_names AS SELECT 2 AS num');
    const { rows } = await reader.query('SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user');
    expect(rows).toEqual([{ rolsuper: false, rolcreatedb: false, rolcreaterole: false }]);
  });

  it('cannot read server files or create databases', async () => {
    await expect(reader.query("SELECT pg_read_file('postgresql.conf')")).rejects.toThrow(/permission denied/);
    await expect(reader.query('CREATE DATABASE should_not_exist')).rejects.toThrow(/permission denied/);
  });

  it('is the only ordinary role that may connect to the examples database, and handing over twice changes nothing', async () => {
    const { rows } = await admin.query(
      "SELECT has_database_privilege('public', $1, 'CONNECT') AS anyone, pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1",
      [database],
    );
    expect(rows).toEqual([{ anyone: false, owner: EXAMPLES_ROLE }]);
    await expect(handOverExamples(`${SERVER}/${database}`, ['birth_names'])).resolves.toContain(EXAMPLES_ROLE);
  });
});
