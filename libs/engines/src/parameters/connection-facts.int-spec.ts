import { createConnection } from 'mysql2/promise';
import { Client } from 'pg';

import { testConnection } from '../parameter-validation/parameter-validator';
import { scratchName, TEST_MYSQL_URI, TEST_POSTGRES_URI } from '../testing/test-servers';

// A connection test says whether the role is a superuser, so the database form can warn.
describe('connection tests tell superuser roles apart', () => {
  const pgRole = scratchName('reader');
  const mysqlUser = scratchName('reader');
  const pg = new Client({ connectionString: TEST_POSTGRES_URI });

  beforeAll(async () => {
    await pg.connect();
    await pg.query(`CREATE ROLE ${pgRole} LOGIN`);
    const mysql = await createConnection({ host: '127.0.0.1', user: 'root' });
    await mysql.query(`CREATE USER '${mysqlUser}'@'%'`);
    await mysql.query(`GRANT SELECT ON test.* TO '${mysqlUser}'@'%'`);
    await mysql.end();
  });

  afterAll(async () => {
    await pg.query(`DROP ROLE IF EXISTS ${pgRole}`);
    await pg.end();
    const mysql = await createConnection({ host: '127.0.0.1', user: 'root' });
    await mysql.query(`DROP USER IF EXISTS '${mysqlUser}'@'%'`);
    await mysql.end();
  });

  it('on PostgreSQL', async () => {
    expect(await testConnection({ uri: TEST_POSTGRES_URI })).toEqual({ superuser: true });
    expect(await testConnection({ uri: TEST_POSTGRES_URI.replace('postgres@', `${pgRole}@`) })).toEqual({ superuser: false });
  });

  it('on MariaDB', async () => {
    expect(await testConnection({ uri: TEST_MYSQL_URI })).toEqual({ superuser: true });
    expect(await testConnection({ uri: TEST_MYSQL_URI.replace('root@', `${mysqlUser}@`) })).toEqual({ superuser: false });
  });

  it('never on DuckDB, which has no roles', async () => {
    expect(await testConnection({ uri: 'duckdb:///:memory:' })).toEqual({ superuser: false });
  });
});
