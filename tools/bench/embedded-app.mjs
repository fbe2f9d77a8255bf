// What the benchmark scripts share: their command-line options, free ports and readiness polling, and the
// built embedded app started on a free port with a scratch data folder, plus a small JSON client for its API.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `--name value` pairs of the command line. */
export function cliOptions(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.reduce((pairs, word, i, all) => (word.startsWith('--') ? [...pairs, [word.slice(2), all[i + 1]]] : pairs), []),
  );
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls `url` until it answers 2xx; gives up when `child` (if given) exits first, or after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs, child = null) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${url}: its process exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `apps/tessera/dist/main.js` in embedded mode without examples, logged in as admin/admin.
 * `dataDir` defaults to a new scratch folder that `stop()` removes; a given one is kept. `port` defaults to a free one.
 */
export async function startEmbedded({ dataDir, env = {}, nodeArgs = [], port: fixedPort } = {}) {
  const main = path.join(repoRoot, 'apps/tessera/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('Build first: npx nx run tessera:build');
  const scratch = dataDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  // A given port lets the caller name the app's own address in its settings (TESSERA_PUBLIC_URL).
  const port = fixedPort ?? (await freePort());
  // BENCH_NODE_ARGS: options for the app process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see where a run's time
  // goes; BENCH_APP_STDOUT=1 shows what it prints (`--trace-gc` writes there).
  const extraNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extraNodeArgs, ...nodeArgs, main], {
    cwd: repoRoot,
    stdio: ['ignore', process.env.BENCH_APP_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      TESSERA_MODE: 'embedded',
      TESSERA_PORT: String(port),
      TESSERA_HOST: '127.0.0.1',
      TESSERA_DATA_DIR: dataDir ?? scratch,
      TESSERA_LOAD_EXAMPLES: 'false',
      TESSERA_LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`, 60_000, child);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** A JSON API call that throws on any answer of 300 or more. */
export async function api(url, token, method, route, body) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json().catch(() => null);
  if (response.status >= 300) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload;
}
