// Memory of the embedded app: resident memory (now and peak), V8 heap and memory outside the heap
// after the first start on an empty data folder, after a restart on it, with and without the examples,
// and after N dashboard loads (every chart of each example dashboard, as the dashboard page asks).
//
//   npx nx run tessera:build && node tools/bench/embedded-memory.bench.mjs [--loads 20] [--scale 1] [--force false] [--settle-ms 2000]
//
// Resident memory comes from /proc/<pid>/status (VmRSS, VmHWM), the heap figures from the app's /metrics.
// It asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, cliOptions, startEmbedded } from './embedded-app.mjs';

const args = cliOptions();
const LOADS = Number(args.loads ?? 20);
const SCALE = args.scale ?? '1';
/** Whether each chart load bypasses the result cache and queries the warehouse again. */
const FORCE = args.force === 'true';
/** Pause before reading the figures, so the start's last asynchronous work is done. */
const SETTLE_MS = Number(args['settle-ms'] ?? 2000);
const MB = 1024 * 1024;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS (now) and VmHWM (peak since start) of a process in MB. */
function resident(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The process's V8 heap and external memory in MB, from the prom-client default metrics. */
async function heap(url) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / MB;
  return {
    heapUsed: value('nodejs_heap_size_used_bytes'),
    heapTotal: value('nodejs_heap_size_total_bytes'),
    external: value('nodejs_external_memory_bytes'),
  };
}

async function figures(app, label, seconds) {
  await sleep(SETTLE_MS);
  const { rss, peak } = resident(app.pid);
  const { heapUsed, heapTotal, external } = await heap(app.url);
  const cell = (n) => n.toFixed(0).padStart(6);
  console.log(
    `  ${label.padEnd(58)} ${cell(rss)} ${cell(peak)} ${cell(heapUsed)} ${cell(heapTotal)} ${cell(external)}${seconds === undefined ? '' : `   ready in ${seconds.toFixed(1)} s`}`,
  );
}

async function login(url) {
  return (await api(url, null, 'POST', '/api/v1/security/login', { username: 'admin', password: 'admin', provider: 'db' })).access_token;
}

/** Waits until the example seeding has created both example dashboards; answers their ids. */
async function exampleDashboards(url, token) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const { result } = await api(url, token, 'GET', '/api/v1/dashboard/?q=(page_size:100)');
    if (result.length >= 2) return result.map((dashboard) => dashboard.id);
    if (Date.now() > deadline) throw new Error('The example dashboards did not appear within 10 minutes');
    await sleep(500);
  }
}

/** One dashboard page: the dashboard, its charts and datasets, then every chart's data. */
async function loadDashboard(url, token, id) {
  const [, charts] = await Promise.all([
    api(url, token, 'GET', `/api/v1/dashboard/${id}`),
    api(url, token, 'GET', `/api/v1/dashboard/${id}/charts`),
    api(url, token, 'GET', `/api/v1/dashboard/${id}/datasets`),
  ]);
  await Promise.all(charts.result.map((chart) => api(url, token, 'GET', `/api/v1/chart/${chart.id}/data/${FORCE ? '?force=true' : ''}`)));
}

/** Starts the app on `dataDir` (with or without examples), prints its figures, loads dashboards, stops it. */
async function round(dataDir, examples, label) {
  const started = Date.now();
  const app = await startEmbedded({ dataDir, env: { TESSERA_LOAD_EXAMPLES: String(examples), TESSERA_EXAMPLES_SCALE: SCALE } });
  try {
    const token = await login(app.url);
    const dashboards = examples ? await exampleDashboards(app.url, token) : [];
    await figures(app, label, (Date.now() - started) / 1000);
    if (dashboards.length === 0) return;
    for (let i = 0; i < LOADS; i += 1) await loadDashboard(app.url, token, dashboards[i % dashboards.length]);
    await figures(app, `${label}, after ${LOADS} dashboard loads`);
  } finally {
    await app.stop();
  }
}

async function main() {
  console.log(
    `Embedded app memory (MB), ${os.cpus().length} CPUs, examples scale ${SCALE}, chart loads ${FORCE ? 'forced' : 'cached after the first'}`,
  );
  console.log(
    `  ${''.padEnd(58)} ${'RSS'.padStart(6)} ${'peak'.padStart(6)} ${'heap'.padStart(6)} ${'total'.padStart(6)} ${'extern'.padStart(6)}`,
  );
  for (const examples of [false, true]) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-memory-'));
    try {
      const what = examples ? 'with examples' : 'without examples';
      await round(dataDir, examples, `first start, ${what}`);
      await round(dataDir, examples, `restart, ${what}`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
