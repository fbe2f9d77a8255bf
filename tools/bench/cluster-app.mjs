// The built cluster for the benchmarks, as `npm run start:cluster` runs it (one process per service from its `dist`)
// but on free ports over private backends (cluster-backends.mjs), with replicas of chart data and of the gateway.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startClusterBackends } from './cluster-backends.mjs';
import { freePort, repoRoot, waitForUrl } from './embedded-app.mjs';

/** The services besides the gateway, by the folder of their app; chart data gets replicas. */
const SERVICES = ['chart-data-service', 'dashboard-service', 'sql-service', 'report-service', 'log-service', 'tag-service'];
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

/** A built app as its own process; its output (warnings and errors at the log level used here) goes to stderr, labelled. */
function spawnApp(label, app, env) {
  const main = path.join(repoRoot, `apps/${app}/dist/main.js`);
  if (!fs.existsSync(main)) throw new Error(`Build first: npx nx run-many -t build (missing apps/${app}/dist)`);
  // BENCH_NODE_ARGS: options for every app process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see where a run's time goes.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const line of lines) process.stderr.write(`[${label}] ${line}\n`);
    });
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  return { label, child, stop };
}

/**
 * Starts the services (`chartDataReplicas` of chart data), then `gateways` gateways, each on its own free port, and
 * waits until every one is ready. The first replica of each app migrates its schema before the others start.
 * Answers `{ urls, stop, processes, addReplica }`: the gateways' base URLs, a `stop()` that ends every process and
 * removes the backends (once, however often it is called), the running processes (`label`, `child`, and a service's `healthUrl`) and
 * `addReplica(app)`, which starts one more replica of a service and waits until it is ready. When `signal` aborts during the start, the start ends after its current step
 * and removes what it started.
 */
export async function startCluster({ gateways = 1, chartDataReplicas = 1, env = {}, signal } = {}) {
  const backends = await startClusterBackends({ signal });
  const processes = [];
  const common = {
    TESSERA_MODE: 'cluster',
    TESSERA_HOST: '127.0.0.1',
    TESSERA_DATABASE_URL: backends.databaseUrl,
    TESSERA_NATS_URL: backends.natsUrl,
    TESSERA_REDIS_URL: backends.redisUrl,
    TESSERA_SECRET_KEY: randomBytes(32).toString('hex'),
    TESSERA_LOG_LEVEL: 'warn',
    TESSERA_LOAD_EXAMPLES: 'false',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'admin',
    ...env,
  };
  const startService = async (app, replica) => {
    const port = await freePort();
    const started = spawnApp(`${app}#${replica}`, app, { ...common, TESSERA_HEALTH_PORT: String(port) });
    started.healthUrl = `http://127.0.0.1:${port}`;
    processes.push(started);
    await waitForUrl(`http://127.0.0.1:${port}/ready`, START_TIMEOUT_MS, started.child);
  };
  const startGateway = async (replica) => {
    const port = await freePort();
    const started = spawnApp(`gateway#${replica}`, 'gateway', { ...common, TESSERA_PORT: String(port) });
    processes.push(started);
    const url = `http://127.0.0.1:${port}`;
    await waitForUrl(`${url}/ready`, START_TIMEOUT_MS, started.child);
    return url;
  };
  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      // Gateways first, so that no request reaches a service that is going away.
      const [front, back] = [
        processes.filter((p) => p.label.startsWith('gateway')),
        processes.filter((p) => !p.label.startsWith('gateway')),
      ];
      await Promise.all(front.map((p) => p.stop()));
      await Promise.all(back.map((p) => p.stop()));
      await backends.stop();
    })();
    return stopping;
  };
  try {
    await Promise.all(SERVICES.map((app) => startService(app, 1)));
    signal?.throwIfAborted();
    await Promise.all(Array.from({ length: chartDataReplicas - 1 }, (_, i) => startService('chart-data-service', i + 2)));
    signal?.throwIfAborted();
    const urls = [await startGateway(1)];
    signal?.throwIfAborted();
    urls.push(...(await Promise.all(Array.from({ length: gateways - 1 }, (_, i) => startGateway(i + 2)))));
    signal?.throwIfAborted();
    const addReplica = (app) => startService(app, processes.filter((p) => p.label.startsWith(`${app}#`)).length + 1);
    return { urls, stop, processes, addReplica };
  } catch (error) {
    await stop();
    throw error;
  }
}
