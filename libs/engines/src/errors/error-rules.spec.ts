import { TesseraError } from '@tessera/contracts';

import { DUCKDB_ERROR_RULES } from '../engines/duckdb/duckdb.errors';
import { MYSQL_ERROR_RULES } from '../engines/mysql/mysql.errors';
import { POSTGRESQL_ERROR_RULES } from '../engines/postgresql/postgresql.errors';
import { driverErrorFacts, lineOfPosition, locationOfPosition, mapDriverError, markedLocation } from './error-rules';

function driverError(message: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), extra);
}

const pg = (error: unknown, sql?: string) =>
  mapDriverError('PostgreSQL', POSTGRESQL_ERROR_RULES, error, {
    hostname: 'db.local',
    port: 5432,
    username: 'alice',
    database: 'sales',
    sql,
  });
const mysql = (error: unknown) => mapDriverError('MySQL', MYSQL_ERROR_RULES, error, { hostname: 'db.local', port: 3306 });
const duck = (error: unknown) => mapDriverError('DuckDB', DUCKDB_ERROR_RULES, error, { database: '/data/x.duckdb' });

describe('driver error mapping', () => {
  it('classifies PostgreSQL query errors by SQLSTATE and message', () => {
    const column = pg(driverError('column "nope" does not exist', { code: '42703', position: '12' }), 'SELECT a,\n  nope FROM t');
    expect(column).toBeInstanceOf(TesseraError);
    expect(column).toMatchObject({
      code: 'BAD_REQUEST',
      errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
      message: 'We can\'t seem to resolve the column "nope" at line 2.',
    });
    expect(column.extra).toEqual({
      engine_name: 'PostgreSQL',
      line: 2,
      column: 2,
      issue_codes: [
        { code: 1003, message: 'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.' },
        { code: 1004, message: 'Issue 1004 - The column was deleted or renamed in the database.' },
      ],
    });
    expect(pg(driverError('relation "s.t" does not exist', { code: '42P01' })).message).toBe(
      'The table "s.t" does not exist. A valid table must be used to run this query.',
    );
    expect(pg(driverError('schema "s" does not exist', { code: '3F000' })).errorType).toBe('SCHEMA_DOES_NOT_EXIST_ERROR');
    expect(pg(driverError('syntax error at or near "SELEC"', { code: '42601' })).message).toBe(
      'Please check your query for syntax errors at or near "SELEC". Then, try running your query again.',
    );
    expect(pg(driverError('syntax error at end of input', { code: '42601' })).message).toContain('at the end of the input');
    expect(pg(driverError('permission denied for table secrets', { code: '42501' })).errorType).toBe(
      'CONNECTION_DATABASE_PERMISSIONS_ERROR',
    );
  });

  it('classifies PostgreSQL connection errors with Superset wording', () => {
    expect(pg(driverError('password authentication failed for user "alice"', { code: '28P01' }))).toMatchObject({
      errorType: 'CONNECTION_INVALID_PASSWORD_ERROR',
      message: 'The password provided for username "alice" is incorrect.',
      extra: { invalid: ['username', 'password'] },
    });
    expect(pg(driverError('role "bob" does not exist', { code: '28000' })).message).toBe('The username "bob" does not exist.');
    expect(pg(driverError('database "nope" does not exist', { code: '3D000' })).message).toBe('Unable to connect to database "nope".');
    expect(pg(driverError('getaddrinfo ENOTFOUND db.local', { code: 'ENOTFOUND' })).message).toBe(
      'The hostname "db.local" cannot be resolved.',
    );
    expect(pg(driverError('connect ECONNREFUSED 10.0.0.1:5432', { code: 'ECONNREFUSED' })).message).toBe(
      'Port 5432 on hostname "db.local" refused the connection.',
    );
    expect(pg(driverError('timeout expired'))).toMatchObject({
      errorType: 'CONNECTION_HOST_DOWN_ERROR',
      message: 'The host "db.local" might be down, and can\'t be reached on port 5432.',
    });
    expect(pg(driverError('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string')).errorType).toBe(
      'CONNECTION_ACCESS_DENIED_ERROR',
    );
  });

  it('classifies MySQL errors', () => {
    expect(
      mysql(driverError("Access denied for user 'root'@'10.0.0.2' (using password: YES)", { code: 'ER_ACCESS_DENIED_ERROR' })),
    ).toMatchObject({
      errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
      message: 'Either the username "root" or the password is incorrect.',
    });
    expect(mysql(driverError("Access denied for user 'u'@'%' to database 'hr'", { code: 'ER_DBACCESS_DENIED_ERROR' })).errorType).toBe(
      'CONNECTION_DATABASE_PERMISSIONS_ERROR',
    );
    expect(mysql(driverError("Unknown database 'hr'", { code: 'ER_BAD_DB_ERROR' })).message).toBe('Unable to connect to database "hr".');
    expect(mysql(driverError("Unknown column 'x' in 'field list'", { code: 'ER_BAD_FIELD_ERROR' })).errorType).toBe(
      'COLUMN_DOES_NOT_EXIST_ERROR',
    );
    expect(mysql(driverError("Table 'test.t' doesn't exist", { code: 'ER_NO_SUCH_TABLE' })).message).toContain('"test.t" does not exist');
    const syntax = mysql(
      driverError(
        "You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'FORM t' at line 1",
        {
          code: 'ER_PARSE_ERROR',
        },
      ),
    );
    expect(syntax.message).toBe('Please check your query for syntax errors near "FORM t". Then, try running your query again.');
    expect(mysql(driverError('connect EHOSTUNREACH 10.9.9.9:3306', { code: 'EHOSTUNREACH' })).errorType).toBe('CONNECTION_HOST_DOWN_ERROR');
  });

  it('classifies DuckDB errors', () => {
    expect(duck(driverError('Binder Error: Referenced column "nope" not found in FROM clause!')).errorType).toBe(
      'COLUMN_DOES_NOT_EXIST_ERROR',
    );
    expect(duck(driverError('Catalog Error: Table with name missing does not exist!\nDid you mean "x"?')).message).toBe(
      'The table "missing" does not exist. A valid table must be used to run this query.',
    );
    expect(duck(driverError('Catalog Error: Table with name "s.t" does not exist because schema "s" does not exist.')).errorType).toBe(
      'SCHEMA_DOES_NOT_EXIST_ERROR',
    );
    expect(duck(driverError('Parser Error: syntax error at or near "SELEC"')).errorType).toBe('SYNTAX_ERROR');
    expect(duck(driverError('IO Error: Cannot open file "/data/x.duckdb": No such file or directory')).message).toBe(
      'Unable to connect to database "/data/x.duckdb".',
    );
  });

  it('falls back to a generic engine error naming the engine', () => {
    const error = duck(driverError('Conversion Error: Could not convert string'));
    expect(error).toMatchObject({
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      message: 'DuckDB Error: Conversion Error: Could not convert string',
    });
    expect(error.extra).toEqual({
      engine_name: 'DuckDB',
      issue_codes: [{ code: 1002, message: 'Issue 1002 - The database returned an unexpected error.' }],
    });
    expect(pg('plain text')).toMatchObject({ message: 'PostgreSQL Error: plain text' });
  });

  it('passes Tessera errors through untouched', () => {
    const original = new TesseraError('TIMEOUT', 'late');
    expect(pg(original)).toBe(original);
  });

  it('reads facts from aggregate connection errors and computes lines', () => {
    const aggregate = Object.assign(new AggregateError([driverError('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' })], ''), {});
    expect(driverErrorFacts(aggregate)).toEqual({ message: 'connect ECONNREFUSED ::1:5432', code: 'ECONNREFUSED', position: null });
    expect(lineOfPosition('a\nb\nc', 5)).toBe(3);
    expect(lineOfPosition(undefined, 5)).toBeNull();
    expect(locationOfPosition('SELECT 1\nFROM t\nWHERE x', 18)).toEqual({ line: 3, column: 2 });
    expect(locationOfPosition('SELECT 1', 40)).toBeNull();
  });

  it('reads the line and column DuckDB marks under its message', () => {
    const message =
      'Binder Error: Referenced column "nope" not found in FROM clause!\n\nLINE 3: FROM t WHERE nope = 1\n                     ^';
    expect(markedLocation(message)).toEqual({ line: 3, column: 14 });
    expect(duck(driverError(message)).extra).toMatchObject({ line: 3, column: 14 });
    expect(markedLocation('Parser Error: nothing marked')).toBeNull();
  });
});
