import { Client } from 'pg';

import { testConnection, validateParameters } from '../../parameter-validation/parameter-validator';
import { startPrivatePostgres, type PrivatePostgres } from '../../testing/private-postgres';
import { rejectionOf } from '../../testing/test-servers';

describe('PostgreSQL password errors (own server with SCRAM authentication)', () => {
  let server: PrivatePostgres;
  const user = 'tessera_reader';

  beforeAll(async () => {
    server = await startPrivatePostgres();
    const admin = new Client({
      host: '127.0.0.1',
      port: server.port,
      user: 'postgres',
      password: server.superuserPassword,
      database: 'postgres',
    });
    await admin.connect();
    await admin.query(`CREATE ROLE ${user} LOGIN PASSWORD 'right-password'`);
    await admin.end();
  });

  afterAll(() => server?.stop());

  const parameters = () => ({ host: '127.0.0.1', port: server.port, username: user, database: 'postgres' });

  it('connects with the right password', async () => {
    expect(await validateParameters('postgresql', { ...parameters(), password: 'right-password' })).toEqual([]);
  });

  it('classifies a wrong password', async () => {
    const [error] = await validateParameters('postgresql', { ...parameters(), password: 'wrong-password' });
    expect(error).toMatchObject({
      error_type: 'CONNECTION_INVALID_PASSWORD_ERROR',
      message: `The password provided for username "${user}" is incorrect.`,
      extra: { invalid: ['username', 'password'], issue_codes: [{ code: 1013 }] },
    });
    const uri = `postgresql://${user}:wrong@127.0.0.1:${server.port}/postgres`;
    expect(await rejectionOf(testConnection({ engine: 'postgresql', uri }))).toMatchObject({
      errorType: 'CONNECTION_INVALID_PASSWORD_ERROR',
    });
  });

  it('asks for the password when none was given', async () => {
    const uri = `postgresql://${user}@127.0.0.1:${server.port}/postgres`;
    const error = await rejectionOf(testConnection({ engine: 'postgresql', uri }));
    expect(error).toMatchObject({ errorType: 'CONNECTION_ACCESS_DENIED_ERROR', message: 'Please re-enter the password.' });
  });
});
