import { TesseraError } from '@tessera/contracts';
import { ATTACK_CORPUS, checkSql, type AttackPayload } from '@tessera/sql-guard';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { clientIdSequence } from './sqllab-test-support';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const MARIADB = 'mysql://root@127.0.0.1:3306/test';

/** One database of the replay: the engine the corpus names, and a harmless payload the guard must refuse before anything else is sent. */
interface Target {
  name: string;
  corpusEngine: 'duckdb' | 'postgresql' | 'mariadb';
  canary: string;
  id: number;
  /** The engine name the server checks SQL with (the database's backend). */
  engine: string;
}

/** How a payload was answered, when it was not refused the way the guard refuses it. */
interface Miss {
  sql: string;
  why: string;
  outcome: string;
}

/**
 * The SQL guard's attack corpus replayed over HTTP (`POST /api/v1/sqllab/execute/`, as the
 * administrator, who may read every table) on the embedded DuckDB examples database, PostgreSQL and
 * MariaDB, each connected as its superuser. Host-touching payloads go to databases that allow DML,
 * plain data changes to databases that do not: none may succeed, each answer is the refusal the
 * guard gives in process, and nothing reaches the warehouse.
 *
 * Every payload is first checked in process, and each database must refuse a harmless canary over
 * HTTP before the corpus is sent: a payload the guard would let through is reported, never sent.
 */
describe('the SQL guard attack corpus over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let warehouse: Client;
  let dataDir: string;
  let examplesId: number;
  const nextClientId = clientIdSequence();
  const created: number[] = [];
  let replayed = 0;

  async function register(name: string, uri: string, allowDml: boolean): Promise<number> {
    const database = await admin.post('/api/v1/database/', {
      database_name: name,
      sqlalchemy_uri: uri,
      expose_in_sqllab: true,
      allow_dml: allowDml,
    });
    expect(database.status).toBe(201);
    created.push(database.body.id);
    return database.body.id;
  }

  async function backendOf(id: number): Promise<string> {
    return (await admin.get(`/api/v1/database/${id}`)).body.result.backend;
  }

  /** The guard's own refusal of `sql` in process, or null when it would let it run. */
  async function refusalInProcess(sql: string, engine: string, allowDml: boolean): Promise<string | null> {
    try {
      await checkSql(sql, { engine, allowDml });
      return null;
    } catch (error) {
      if (error instanceof TesseraError) return error.errorType;
      throw error;
    }
  }

  /** Sends each payload to the database, one after another; answers what was not refused as the guard refuses it. */
  async function replay(target: Target, payloads: readonly AttackPayload[], allowDml: boolean): Promise<Miss[]> {
    const canary = await admin.post('/api/v1/sqllab/execute/', { client_id: nextClientId(), database_id: target.id, sql: target.canary });
    if (canary.status !== 403) throw new Error(`${target.name} did not refuse ${target.canary} (${canary.status}): the corpus is not sent`);
    const misses: Miss[] = [];
    for (const payload of payloads) {
      const expected = await refusalInProcess(payload.sql, target.engine, allowDml);
      if (expected === null) {
        misses.push({ sql: payload.sql, why: payload.why, outcome: 'the guard lets it run (not sent)' });
        continue;
      }
      const reply = await admin.post('/api/v1/sqllab/execute/', { client_id: nextClientId(), database_id: target.id, sql: payload.sql });
      replayed += 1;
      const errorType = reply.body?.errors?.[0]?.error_type;
      const refused =
        reply.status >= 400 &&
        reply.status < 500 &&
        errorType === expected &&
        typeof reply.body.errors[0].message === 'string' &&
        reply.body.data === undefined;
      if (!refused)
        misses.push({
          sql: payload.sql,
          why: payload.why,
          outcome: `${reply.status} ${errorType ?? JSON.stringify(reply.body).slice(0, 200)} (expected ${expected})`,
        });
    }
    return misses;
  }

  const corpusFor = (engine: Target['corpusEngine'], hostTouching: boolean) =>
    ATTACK_CORPUS.filter((payload) => payload.engines.includes(engine) && payload.hostTouching === hostTouching);

  async function targets(allowDml: boolean): Promise<Target[]> {
    const suffix = allowDml ? 'dml' : 'read';
    const pg = await register(`corpus-pg-${suffix}`, PG, allowDml);
    const maria = await register(`corpus-maria-${suffix}`, MARIADB, allowDml);
    const examples = await admin.put(`/api/v1/database/${examplesId}`, { allow_dml: allowDml });
    expect(examples.status).toBe(200);
    return [
      {
        name: 'examples (DuckDB)',
        corpusEngine: 'duckdb',
        canary: "SELECT content FROM read_text('/etc/hostname')",
        id: examplesId,
        engine: await backendOf(examplesId),
      },
      {
        name: 'PostgreSQL',
        corpusEngine: 'postgresql',
        canary: "SELECT pg_read_file('/etc/hostname')",
        id: pg,
        engine: await backendOf(pg),
      },
      { name: 'MariaDB', corpusEngine: 'mariadb', canary: "SELECT LOAD_FILE('/etc/hostname')", id: maria, engine: await backendOf(maria) },
    ];
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-corpus-'));
    warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    app = await startHttpTestApp({ loadExamples: true, examplesScale: 0.05, dataDir });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const deadline = Date.now() + 100_000;
    // Seeding ends with the dashboards; the examples database is settled by then.
    while ((await admin.get('/api/v1/dashboard/?q=(page_size:100)')).body.result.length < 2) {
      if (Date.now() > deadline) throw new Error('The example data did not appear within 100 s');
      await sleep(500);
    }
    const databases = await admin.get('/api/v1/database/?q=(page_size:100)');
    examplesId = databases.body.result.find((database: { database_name: string }) => database.database_name === 'examples').id;
  }, 150_000);

  afterAll(async () => {
    for (const id of created) await admin?.delete(`/api/v1/database/${id}`);
    await warehouse?.end();
    await app?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses every host-touching payload on databases that allow DML', async () => {
    const { rows: before } = await warehouse.query(
      "SELECT (SELECT count(*) FROM pg_largeobject_metadata)::int AS objects, (SELECT count(*) FROM pg_roles WHERE rolname = 'evil')::int AS roles",
    );
    for (const target of await targets(true)) {
      const payloads = corpusFor(target.corpusEngine, true);
      expect(payloads.length).toBeGreaterThan(20);
      expect({ target: target.name, misses: await replay(target, payloads, true) }).toEqual({ target: target.name, misses: [] });
    }
    expect(replayed).toBeGreaterThanOrEqual(100);
    const { rows: after } = await warehouse.query(
      "SELECT (SELECT count(*) FROM pg_largeobject_metadata)::int AS objects, (SELECT count(*) FROM pg_roles WHERE rolname = 'evil')::int AS roles",
    );
    expect(after).toEqual(before);
  }, 240_000);

  it('refuses every data change on databases that do not allow DML', async () => {
    for (const target of await targets(false)) {
      const payloads = corpusFor(target.corpusEngine, false);
      expect(payloads.length).toBeGreaterThan(0);
      expect({ target: target.name, misses: await replay(target, payloads, false) }).toEqual({ target: target.name, misses: [] });
    }
  }, 240_000);
});
