import { openDatabase } from '../../registry';
import { testConnection, validateParameters } from '../../parameter-validation/parameter-validator';
import { rejectionOf, scratchName } from '../../testing/test-servers';

const base = { host: '127.0.0.1', port: 5432, username: 'postgres', database: 'test' };

describe('PostgreSQL connection errors against the real server', () => {
  it('accepts working parameters', async () => {
    expect(await validateParameters('postgresql', base)).toEqual([]);
    await expect(testConnection({ engine: 'postgresql', uri: 'postgresql+psycopg2://postgres@127.0.0.1:5432/test' })).resolves.toEqual({
      superuser: true,
    });
  });

  it('reports missing parameters the way Superset does', async () => {
    expect(await validateParameters('postgresql', { port: 5432 })).toEqual([
      {
        message: 'One or more parameters are missing: database, host, username',
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        level: 'warning',
        extra: {
          missing: ['database', 'host', 'username'],
          issue_codes: [{ code: 1018, message: 'Issue 1018 - One or more parameters needed to configure a database are missing.' }],
        },
      },
    ]);
  });

  it('classifies an unknown database', async () => {
    const database = scratchName('missing_db');
    const [error] = await validateParameters('postgresql', { ...base, database });
    expect(error).toMatchObject({
      error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      message: `Unable to connect to database "${database}".`,
      level: 'error',
      extra: { invalid: ['database'], engine_name: 'PostgreSQL', issue_codes: [{ code: 1015 }] },
    });
  });

  it('classifies an unknown user', async () => {
    const [error] = await validateParameters('postgresql', { ...base, username: 'no_such_role_x' });
    expect(error).toMatchObject({
      error_type: 'CONNECTION_INVALID_USERNAME_ERROR',
      message: 'The username "no_such_role_x" does not exist.',
    });
  });

  it('classifies a closed port and an unresolvable host, statically and on connect', async () => {
    const [closed] = await validateParameters('postgresql', { ...base, port: 1 });
    expect(closed).toMatchObject({
      error_type: 'CONNECTION_PORT_CLOSED_ERROR',
      extra: { invalid: ['port'], issue_codes: [{ code: 1008 }] },
    });
    const [unresolved] = await validateParameters('postgresql', { ...base, host: 'no-such-host.invalid' });
    expect(unresolved).toMatchObject({ error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR', extra: { invalid: ['host'] } });

    const refused = await rejectionOf(testConnection({ engine: 'postgresql', uri: 'postgresql://postgres@127.0.0.1:1/test' }));
    expect(refused).toMatchObject({
      errorType: 'CONNECTION_PORT_CLOSED_ERROR',
      message: 'Port 1 on hostname "127.0.0.1" refused the connection.',
    });
    const db = openDatabase({ engine: 'postgresql', uri: 'postgresql://postgres@no-such-host.invalid:5432/test' });
    const error = await rejectionOf(db.execute('SELECT 1'));
    await db.close();
    expect(error).toMatchObject({
      errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      message: 'The hostname "no-such-host.invalid" cannot be resolved.',
    });
  });

  it('classifies a host that does not answer (TEST-NET-1 address)', async () => {
    const uri = 'postgresql://postgres@192.0.2.77:5432/test';
    const error = await rejectionOf(testConnection({ engine: 'postgresql', uri, connectTimeoutMs: 1500 }));
    expect(error).toMatchObject({
      errorType: 'CONNECTION_HOST_DOWN_ERROR',
      message: 'The host "192.0.2.77" might be down, and can\'t be reached on port 5432.',
      extra: { invalid: ['host', 'port'], issue_codes: [{ code: 1009 }] },
    });
  });

  it('rejects an invalid port number before connecting', async () => {
    const [error] = await validateParameters('postgresql', { ...base, port: 70000 });
    expect(error).toMatchObject({ error_type: 'CONNECTION_INVALID_PORT_ERROR', extra: { issue_codes: [{ code: 1034 }] } });
  });
});
