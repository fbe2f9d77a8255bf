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

/**
 * The environment a user's shell would give `npm start`: without the variables Nx sets for the task
 * running this test (`NX_SKIP_NX_CACHE` among them would make the start rebuild everything).
 */
function userEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NX_')));
}

/** Signals every process of a group; false once the group is gone. */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

/** `npm start` exactly as the README gives it (the build is cached: the test run has built everything). */
class NpmStart {
  private output = '';
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly startedAt: number,
  ) {
    child.stdout!.on('data', (chunk) => (this.output += chunk));
    child.stderr!.on('data', (chunk) => (this.output += chunk));
  }

  static async launch(dataDir: string): Promise<NpmStart> {
    const port = await freePort();
    const child = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      env: {
        ...userEnvironment(),
        TESSERA_PORT: String(port),
        TESSERA_DATA_DIR: dataDir,
        TESSERA_LOG_LEVEL: 'info',
        NX_DAEMON: 'false',
        NX_TUI: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new NpmStart(child, `http://127.0.0.1:${port}`, Date.now());
  }

  /** Seconds from launch until `/health` answers. */
  async serving(): Promise<number> {
    await waitUntil(
      async () => ((await fetch(`${this.url}/health`)).ok ? true : null),
      90_000,
      `npm start serving /health (output: ${this.output.slice(-2000)})`,
    );
    return (Date.now() - this.startedAt) / 1000;
  }

  /**
   * Stops the whole process group and waits until none of it is left: npm can exit before the app it
   * started, which must have closed its data folder before the next start opens it.
   */
  async stop(): Promise<void> {
    const group = this.child.pid;
    if (!group || !signalGroup(group, 'SIGTERM')) return;
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      if (!signalGroup(group, 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    signalGroup(group, 'SIGKILL');
  }
}

describe('npm start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-npm-start-'));
  const running: NpmStart[] = [];

  afterAll(async () => {
    await Promise.all(running.map((app) => app.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the example dashboards within a minute of a first start, and serves within 15 s on a later start', async () => {
    const first = await NpmStart.launch(dataDir);
    running.push(first);
    const firstServing = await first.serving();
    expect(await (await fetch(`${first.url}/login/`)).text()).toContain('<div id="root"');
    const admin = await ApiSession.login(first.url, 'admin', 'admin');
    const dashboards = await waitUntil(
      async () => {
        const list = await admin.get('/api/v1/dashboard/');
        return list.body.count >= 2 ? list.body.result : null;
      },
      60_000,
      'the example dashboards appearing',
    );
    const dashboardsAfter = (Date.now() - first.startedAt) / 1000;
    expect(dashboards.map((d: { dashboard_title: string }) => d.dashboard_title)).toEqual(expect.arrayContaining(['Sales Dashboard']));
    await first.stop();

    const later = await NpmStart.launch(dataDir);
    running.push(later);
    const laterServing = await later.serving();
    expect((await (await ApiSession.login(later.url, 'admin', 'admin')).get('/api/v1/dashboard/')).body.count).toBe(dashboards.length);
    process.stdout.write(
      `npm start: first start serving after ${firstServing.toFixed(1)} s, example dashboards after ${dashboardsAfter.toFixed(1)} s; later start serving after ${laterServing.toFixed(1)} s\n`,
    );
    expect(dashboardsAfter).toBeLessThan(60);
    expect(laterServing).toBeLessThan(15);
  });
});
