import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@tessera/platform/testing';
import { ApiSession } from '../testing/http-test-app';

const root = path.resolve(__dirname, '../../../..');

async function waitUntil<T>(read: () => Promise<T | null>, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `npm start` exactly as the README gives it: build (cached here, the test run has built), then serve. */
describe('npm start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-npm-start-'));
  let child: ChildProcess | undefined;
  let output = '';

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the app within 15 s on a later start and shows the example dashboards within a minute', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const started = Date.now();
    child = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      env: { ...process.env, TESSERA_PORT: String(port), TESSERA_DATA_DIR: dataDir, TESSERA_LOG_LEVEL: 'info', NX_DAEMON: 'false', NX_TUI: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));

    await waitUntil(async () => ((await fetch(`${url}/health`)).ok ? true : null), 60_000, `npm start serving /health (output: ${output.slice(-2000)})`);
    const servingSeconds = (Date.now() - started) / 1000;
    const page = await (await fetch(`${url}/login/`)).text();
    expect(page).toContain('<div id="root"');

    const admin = await ApiSession.login(url, 'admin', 'admin');
    const dashboards = await waitUntil(
      async () => {
        const list = await admin.get('/api/v1/dashboard/');
        return list.body.count >= 2 ? list.body.result : null;
      },
      60_000,
      'the example dashboards appearing',
    );
    const dashboardSeconds = (Date.now() - started) / 1000;
    process.stdout.write(`npm start: serving after ${servingSeconds.toFixed(1)} s, example dashboards after ${dashboardSeconds.toFixed(1)} s\n`);
    expect(dashboards.map((d: { dashboard_title: string }) => d.dashboard_title)).toEqual(expect.arrayContaining(['Sales Dashboard']));
    expect(servingSeconds).toBeLessThan(15);
    expect(dashboardSeconds).toBeLessThan(60);
  });
});
