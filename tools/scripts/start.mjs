// `npm start` (embedded: one process) and `npm run start:cluster` (a process per service on NATS,
// PostgreSQL and Redis). Builds what changed first; Nx's cache makes later starts quick.
// Cluster replicas: TESSERA_REPLICAS="sql=2,charts=2" runs two processes of those services.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mode = process.argv[2] === 'cluster' ? 'cluster' : 'embedded';
const SERVICES = { charts: 'chart-data-service', dashboards: 'dashboard-service', sql: 'sql-service', reports: 'report-service', logs: 'log-service', tags: 'tag-service' };

function build() {
  const started = Date.now();
  // Nx's own entry point, not `npx nx`: npx spends seconds resolving the binary on every start.
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (result.status !== 0) {
    console.error('Build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  console.log(`Build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function replicasOf(name) {
  const spec = process.env.TESSERA_REPLICAS ?? '';
  const entry = spec.split(',').map((s) => s.trim().split('=')).find(([service]) => service === name);
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

build();
const children = [];
if (mode === 'embedded') {
  children.push(spawn(process.execPath, ['apps/tessera/dist/main.js'], { cwd: root, stdio: 'inherit', env: { ...process.env, TESSERA_MODE: 'embedded' } }));
} else {
  let healthPort = Number(process.env.TESSERA_HEALTH_PORT_BASE ?? 8090);
  for (const [name, folder] of Object.entries(SERVICES)) {
    for (let replica = 1; replica <= replicasOf(name); replica += 1) {
      children.push(run(`${name}#${replica}`, `apps/${folder}/dist/main.js`, { TESSERA_MODE: 'cluster', TESSERA_HEALTH_PORT: String(healthPort++) }));
    }
  }
  children.push(run('gateway', 'apps/gateway/dist/main.js', { TESSERA_MODE: 'cluster' }));
}

let exiting = false;
const stopAll = (signal) => {
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    if (!exiting && code !== 0) {
      console.error(`A Tessera process exited with code ${code}; stopping the others.`);
      stopAll('SIGTERM');
      process.exitCode = code ?? 1;
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(process.exitCode ?? 0);
  });
}
