// `npm start` (embedded: one process) and `npm run start:cluster` (a process per service on NATS,
// PostgreSQL and Redis). Builds what changed first; when every build output is newer than every
// source, Nx is not even asked (its project-graph check alone costs seconds on a small machine).
// Cluster replicas: TESSERA_REPLICAS="sql=2,charts=2" runs two processes of those services.
// A process that fails while starting (a dependency not up yet) is started once more before the
// launcher gives up; a process that fails later stops the others.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mode = process.argv[2] === 'cluster' ? 'cluster' : 'embedded';
const SERVICES = {
  charts: 'chart-data-service',
  dashboards: 'dashboard-service',
  sql: 'sql-service',
  reports: 'report-service',
  logs: 'log-service',
  tags: 'tag-service',
};

const STARTUP_WINDOW_MS = 60_000;
const IGNORED = new Set(['node_modules', 'dist', 'coverage', '.nx', 'test-results']);

/** The newest modification time under `dir` (skipping outputs), or 0. */
function newestMtime(dir) {
  let newest = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (IGNORED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Written after each successful build: Nx leaves outputs that already match its cache untouched, so their times say nothing. */
const BUILD_STAMP = path.join(root, '.nx', `tessera-start-${mode}.stamp`);

/** True when every output this mode starts exists and the last build started after every source and config changed. */
function buildIsCurrent(outputs) {
  if (!outputs.every((file) => fs.existsSync(file)) || !fs.existsSync(BUILD_STAMP)) return false;
  const builtAt = fs.statSync(BUILD_STAMP).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'apps')),
    newestMtime(path.join(root, 'libs')),
    ...['package-lock.json', 'tsconfig.base.json', '.swcrc', 'nx.json'].map((file) =>
      fs.existsSync(path.join(root, file)) ? fs.statSync(path.join(root, file)).mtimeMs : 0,
    ),
  );
  return sources < builtAt;
}

function build(outputs) {
  if (process.env.TESSERA_FORCE_BUILD !== 'true' && buildIsCurrent(outputs)) {
    console.log('Build is current (no source changed since the last build); starting.');
    return;
  }
  const started = Date.now();
  // Nx's own entry point, not `npx nx`: npx spends seconds resolving the binary on every start.
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    },
  );
  if (result.status !== 0) {
    console.error('Build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  // The stamp carries the time the build started: a source saved during the build is newer and rebuilds next time.
  fs.mkdirSync(path.dirname(BUILD_STAMP), { recursive: true });
  fs.writeFileSync(BUILD_STAMP, '');
  fs.utimesSync(BUILD_STAMP, new Date(started), new Date(started));
  console.log(`Build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function replicasOf(name) {
  const spec = process.env.TESSERA_REPLICAS ?? '';
  const entry = spec
    .split(',')
    .map((s) => s.trim().split('='))
    .find(([service]) => service === name);
  const count = entry ? Number(entry[1]) : 1;
  if (!Number.isInteger(count) || count < 1 || count > 32) {
    console.error(`TESSERA_REPLICAS: "${name}=${entry?.[1]}" must be a whole number from 1 to 32`);
    process.exit(2);
  }
  return count;
}

function run(label, script, env) {
  const child = spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) out.write(`[${label}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

const outputs =
  mode === 'embedded'
    ? ['apps/tessera/dist/main.js', 'apps/web/dist/index.html']
    : [...Object.values(SERVICES).map((folder) => `apps/${folder}/dist/main.js`), 'apps/gateway/dist/main.js', 'apps/web/dist/index.html'];
build(outputs.map((file) => path.join(root, file)));

/** What to start: a label and how to spawn it (again, if it fails while starting). */
const launches = [];
if (mode === 'embedded') {
  launches.push({
    label: 'tessera',
    start: () =>
      spawn(process.execPath, ['apps/tessera/dist/main.js'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, TESSERA_MODE: 'embedded' },
      }),
  });
} else {
  let healthPort = Number(process.env.TESSERA_HEALTH_PORT_BASE ?? 8090);
  for (const [name, folder] of Object.entries(SERVICES)) {
    for (let replica = 1; replica <= replicasOf(name); replica += 1) {
      const env = { TESSERA_MODE: 'cluster', TESSERA_HEALTH_PORT: String(healthPort++) };
      launches.push({ label: `${name}#${replica}`, start: () => run(`${name}#${replica}`, `apps/${folder}/dist/main.js`, env) });
    }
  }
  launches.push({ label: 'gateway', start: () => run('gateway', 'apps/gateway/dist/main.js', { TESSERA_MODE: 'cluster' }) });
}

let exiting = false;
const running = new Set();
const stopAll = (signal) => {
  exiting = true;
  for (const child of running) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

function launch(spec, attempt) {
  const child = spec.start();
  const startedAt = Date.now();
  running.add(child);
  child.on('exit', (code, signal) => {
    running.delete(child);
    const failed = !exiting && code !== 0;
    if (failed && attempt === 1 && Date.now() - startedAt < STARTUP_WINDOW_MS) {
      console.error(`[${spec.label}] failed while starting (exit code ${code ?? signal}); starting it once more.`);
      launch(spec, 2);
      return;
    }
    if (failed) {
      console.error(`[${spec.label}] exited with code ${code ?? signal}; stopping the others.`);
      process.exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
    if (running.size === 0) process.exit(process.exitCode ?? 0);
  });
}
for (const spec of launches) launch(spec, 1);
