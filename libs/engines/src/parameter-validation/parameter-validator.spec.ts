import { validateParameters } from './parameter-validator';
import { toConnectionErrors } from '../parameters/connection-errors';
import { TesseraError } from '@tessera/contracts';

describe('validateParameters without a live connection', () => {
  it('lists missing parameters sorted, as a warning with issue 1018', async () => {
    expect(await validateParameters('postgresql', { port: 5432, password: 'x' }, { offline: true })).toEqual([
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

  it('treats empty values as missing, like Superset', async () => {
    const [error] = await validateParameters('mariadb', { host: '', port: '', username: '', database: '' }, { offline: true });
    expect(error.extra.missing).toEqual(['database', 'host', 'port', 'username']);
  });

  it('rejects a port that is not an integer or out of range', async () => {
    const base = { host: '127.0.0.1', username: 'u', database: 'd' };
    expect(await validateParameters('postgresql', { ...base, port: 'abc' }, { offline: true })).toEqual([
      {
        message: 'Port must be a valid integer.',
        error_type: 'CONNECTION_INVALID_PORT_ERROR',
        level: 'error',
        extra: { invalid: ['port'], issue_codes: [{ code: 1034, message: 'Issue 1034 - The port number is invalid.' }] },
      },
    ]);
    const [range] = await validateParameters('postgresql', { ...base, port: 65536 }, { offline: true });
    expect(range.message).toBe('The port must be an integer between 0 and 65535 (inclusive).');
  });

  it('needs only a path for DuckDB', async () => {
    expect(await validateParameters('duckdb', { database: ':memory:' }, { offline: true })).toEqual([]);
    const [missing] = await validateParameters('duckdb', {}, { offline: true });
    expect(missing.extra.missing).toEqual(['database']);
  });

  it('names an unknown engine', async () => {
    await expect(validateParameters('oracle', {})).rejects.toThrow('Could not load database driver: oracle');
  });
});

describe('toConnectionErrors', () => {
  it('renders a classified error in Superset shape without duplicating issue codes', () => {
    const error = new TesseraError('BAD_REQUEST', 'Unable to connect to database "x".', {
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      extra: { engine_name: 'PostgreSQL', invalid: ['database'], issue_codes: [{ code: 1015, message: 'stale' }] },
    });
    expect(toConnectionErrors(error)).toEqual([
      {
        message: 'Unable to connect to database "x".',
        error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
        level: 'error',
        extra: {
          engine_name: 'PostgreSQL',
          invalid: ['database'],
          issue_codes: [{ code: 1015, message: 'Issue 1015 - Either the database is spelled incorrectly or does not exist.' }],
        },
      },
    ]);
    expect(toConnectionErrors(new Error('boom'))[0]).toMatchObject({ error_type: 'GENERIC_DB_ENGINE_ERROR', message: 'boom' });
  });
});
