import { formatSqlalchemyUri, maskUri, parseSqlalchemyUri, uriBackend } from './uri';
import { DUCKDB_ENGINE_SPEC } from './engines/duckdb/duckdb.engine-spec';
import { MYSQL_ENGINE_SPEC } from './engines/mysql/mysql.engine-spec';
import { POSTGRESQL_ENGINE_SPEC } from './engines/postgresql/postgresql.engine-spec';
import { engineSpecForUri } from './registry';

describe('SQLAlchemy URIs', () => {
  it('splits a full URI and decodes escaped parts', () => {
    expect(
      parseSqlalchemyUri('postgresql+psycopg2://us%40er:p%40ss%3Aw0rd@db.example.com:6543/my%20db?sslmode=require&application_name=x'),
    ).toEqual({
      backend: 'postgresql',
      driver: 'psycopg2',
      username: 'us@er',
      password: 'p@ss:w0rd',
      host: 'db.example.com',
      port: '6543',
      database: 'my db',
      query: { sslmode: 'require', application_name: 'x' },
    });
  });

  it('handles IPv6 hosts, missing credentials and missing ports', () => {
    expect(parseSqlalchemyUri('mysql://[::1]/test')).toMatchObject({
      host: '::1',
      port: null,
      username: null,
      password: null,
      database: 'test',
    });
    expect(parseSqlalchemyUri('mysql://root@localhost')).toMatchObject({
      username: 'root',
      password: null,
      host: 'localhost',
      database: null,
    });
  });

  it('round-trips through formatSqlalchemyUri', () => {
    const uri = 'postgresql://user:p%40ss@host:5432/db?sslmode=require';
    expect(formatSqlalchemyUri(parseSqlalchemyUri(uri))).toBe(uri);
    expect(formatSqlalchemyUri(parseSqlalchemyUri('mysql://[::1]:3307/x'))).toBe('mysql://[::1]:3307/x');
  });

  it('rejects text that is not a URI', () => {
    expect(() => parseSqlalchemyUri('not a uri')).toThrow('Invalid connection string');
  });

  it('masks the password and nothing else', () => {
    expect(maskUri('postgresql://user:secret@host:5432/db?x=1')).toBe('postgresql://user:XXXXXXXXXX@host:5432/db?x=1');
    expect(maskUri('mysql+mysqldb://root:p%40ss@127.0.0.1/test')).toBe('mysql+mysqldb://root:XXXXXXXXXX@127.0.0.1/test');
    expect(maskUri('postgresql://user@host/db')).toBe('postgresql://user@host/db');
    expect(maskUri('duckdb:////data/x.duckdb')).toBe('duckdb:////data/x.duckdb');
  });

  it('names the backend of a URI', () => {
    expect(uriBackend('postgresql+psycopg2://x')).toBe('postgresql');
    expect(uriBackend('nonsense')).toBeNull();
  });
});

describe('engine URI syntax', () => {
  it('parses PostgreSQL URIs into dynamic-form parameters', () => {
    expect(POSTGRESQL_ENGINE_SPEC.parseUri('postgresql://user:pass@host:5432/db?sslmode=require&connect_timeout=3')).toEqual({
      host: 'host',
      port: 5432,
      username: 'user',
      password: 'pass',
      database: 'db',
      query: { connect_timeout: '3' },
      encryption: true,
    });
    expect(POSTGRESQL_ENGINE_SPEC.parseUri('postgres://h/db')).toMatchObject({ host: 'h', port: undefined, encryption: false });
  });

  it('builds URIs from parameters', () => {
    expect(
      POSTGRESQL_ENGINE_SPEC.buildUri({ host: 'h', port: 5432, username: 'u', password: 'p@ss', database: 'db', encryption: true }),
    ).toBe('postgresql://u:p%40ss@h:5432/db?sslmode=require');
    expect(MYSQL_ENGINE_SPEC.buildUri({ host: 'h', port: '3306', username: 'root', database: 'test', query: { charset: 'utf8mb4' } })).toBe(
      'mysql://root@h:3306/test?charset=utf8mb4',
    );
  });

  it('accepts the mysqldb and mariadb spellings for MySQL', () => {
    expect(MYSQL_ENGINE_SPEC.parseUri('mysql+mysqldb://root:pw@127.0.0.1:3306/test?ssl=1')).toMatchObject({
      username: 'root',
      password: 'pw',
      port: 3306,
      encryption: true,
    });
    expect(MYSQL_ENGINE_SPEC.parseUri('mariadb://root@db/test').host).toBe('db');
  });

  it('reads DuckDB paths with SQLAlchemy slash rules', () => {
    expect(DUCKDB_ENGINE_SPEC.parseUri('duckdb:///data/examples.duckdb')).toEqual({ database: 'data/examples.duckdb', query: {} });
    expect(DUCKDB_ENGINE_SPEC.parseUri('duckdb:////var/lib/x.duckdb?access_mode=READ_ONLY')).toEqual({
      database: '/var/lib/x.duckdb',
      query: { access_mode: 'READ_ONLY' },
    });
    expect(DUCKDB_ENGINE_SPEC.parseUri('duckdb:///:memory:').database).toBe(':memory:');
    expect(DUCKDB_ENGINE_SPEC.buildUri({ database: '/var/lib/x.duckdb' })).toBe('duckdb:////var/lib/x.duckdb');
    expect(DUCKDB_ENGINE_SPEC.buildUri({ database: ':memory:' })).toBe('duckdb:///:memory:');
  });

  it('refuses a URI of another engine and an invalid port', () => {
    expect(() => POSTGRESQL_ENGINE_SPEC.parseUri('mysql://h/db')).toThrow('The URI scheme "mysql" does not belong to PostgreSQL');
    expect(() => POSTGRESQL_ENGINE_SPEC.parseUri('postgresql://h:abc/db')).toThrow("Port could not be cast to integer value as 'abc'");
  });

  it('finds the engine of a URI and names an unknown scheme clearly', () => {
    expect(engineSpecForUri('postgresql+psycopg2://h/db').engine).toBe('postgresql');
    expect(engineSpecForUri('mariadb://h/db').engine).toBe('mysql');
    expect(engineSpecForUri('duckdb:///:memory:').engine).toBe('duckdb');
    expect(() => engineSpecForUri('oracle://h/db')).toThrow('Could not load database driver: oracle');
  });
});
