// The servers a benchmark cluster stands on, shared with nothing else on the machine:
//   - NATS and Redis are private servers on free ports with their data in a scratch folder. Tessera's bus subjects,
//     queue groups and JetStream streams and its Redis keys carry no per-deployment prefix, so on the machine's
//     servers the benchmark's services would answer another cluster's requests (and serve its cached answers);
//   - PostgreSQL is the machine's server (BENCH_PG_URL) with a uniquely named metadata database, dropped at the end.
//     Cluster mode keeps its example warehouse in a database named `examples` owned by the role `tessera_examples`,
//     whatever the metadata database is called: when neither exists before the run, both are dropped after it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './embedded-app.mjs';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const EXAMPLES_DATABASE = 'examples';
const EXAMPLES_ROLE = 'tessera_examples';
/** Where Debian puts the servers; they are not on an unprivileged user's PATH. */
const SERVER_FOLDERS = ['/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin'];

function findServer(name) {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), ...SERVER_FOLDERS];
  const found = folders.map((folder) => path.join(folder, name)).find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`${name} is not installed; the cluster benchmark runs a private one`);
  return found;
}

function waitForPort(port, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`${child.spawnfile} exited (${child.exitCode}) before listening on ${port}`));
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', () =>
        Date.now() > until
          ? reject(new Error(`${child.spawnfile} did not listen on ${port} within ${timeoutMs} ms`))
          : setTimeout(attempt, 100),
      );
    };
    attempt();
  });
}

/** Starts `binary` with `args(port)` on a free port; its output goes to stderr only when it fails to start. */
async function startServer(binary, args) {
  const port = await freePort();
  const child = spawn(findServer(binary), args(port), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    await waitForPort(port, child, 15_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`);
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { port, stop: async () => child.exitCode === null && (child.kill('SIGTERM'), await exited) };
}

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const exists = async (client, sql, name) => (await client.query(sql, [name])).rowCount > 0;

/**
 * Starts private NATS (JetStream) and Redis servers and creates a scratch metadata database; `stop()` undoes all three.
 * When `signal` aborts during the start, the start ends after its current step and undoes what it did.
 */
export async function startClusterBackends({ signal } = {}) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cluster-bench-'));
  const database = `tessera_bench_cluster_${randomBytes(4).toString('hex')}`;
  const started = [];
  let examplesWereThere = true;
  let roleWasThere = true;
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    fs.rmSync(scratch, { recursive: true, force: true });
    await withAdmin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
      if (!examplesWereThere) await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(EXAMPLES_DATABASE)} WITH (FORCE)`);
      if (!roleWasThere) await client.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(EXAMPLES_ROLE)}`);
    });
  };
  try {
    await withAdmin(async (client) => {
      examplesWereThere = await exists(client, 'SELECT 1 FROM pg_database WHERE datname = $1', EXAMPLES_DATABASE);
      roleWasThere = await exists(client, 'SELECT 1 FROM pg_roles WHERE rolname = $1', EXAMPLES_ROLE);
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
    });
    signal?.throwIfAborted();
    const nats = await startServer('nats-server', (port) => [
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '-js',
      '-sd',
      path.join(scratch, 'nats'),
    ]);
    started.push(nats);
    signal?.throwIfAborted();
    const redis = await startServer('redis-server', (port) => [
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      scratch,
    ]);
    started.push(redis);
    signal?.throwIfAborted();
    return {
      databaseUrl: Object.assign(new URL(PG_URL), { pathname: `/${database}` }).toString(),
      natsUrl: `nats://127.0.0.1:${nats.port}`,
      redisUrl: `redis://127.0.0.1:${redis.port}/0`,
      examplesWereThere,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
