import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eventually } from '../testing/eventually';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

// The load runner of tools/load (node run.mjs) against the app with the examples, as a user runs it:
// every scenario completes without an error and the runner exits 0; a threshold that cannot hold makes
// it exit 1. Latency limits are lifted for the runs (this is not a timed test); errors are not.

const repoRoot = resolve(__dirname, '../../../..');
const RUNNER = join(repoRoot, 'tools/load/run.mjs');
const THRESHOLDS_MODULE = join(repoRoot, 'tools/load/scenarios/thresholds.mjs');
const NO_LATENCY_LIMIT_NO_ERRORS = { '*': { p95: 600_000, p99: 600_000, errorRate: 0 } };

interface KindSummary {
  count: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  reasons: Record<string, number>;
}

interface Limits {
  p95: number;
  p99: number;
  errorRate: number;
}

interface Verdict {
  kind: string;
  measure: string;
  ok: boolean;
}

interface RunResult {
  iterations: number;
  interrupted: { count: number; reasons: Record<string, number> };
  kinds: Record<string, KindSummary>;
  verdicts: Verdict[];
  exitStatus: number;
}

interface ThresholdsModule {
  evaluateThresholds(
    summary: Record<string, Pick<KindSummary, 'count' | 'failed' | 'p95' | 'p99'>>,
    limits: Record<string, Limits>,
  ): Verdict[];
  exitStatus(verdicts: Verdict[]): number;
  thresholdsFor(kinds: string[], overrides?: Record<string, Partial<Limits>>): Record<string, Limits>;
  toK6Thresholds(limits: Record<string, Limits>): Record<string, string[]>;
}

/** `node tools/load/run.mjs …` in a child process (the app runs in this one, so it must not block). */
function runLoad(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [RUNNER, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

describe('threshold evaluation of the load runner', () => {
  let thresholds: ThresholdsModule;
  const measured = { count: 100, failed: 0, p95: 120, p99: 400 };

  beforeAll(async () => {
    thresholds = (await import(THRESHOLDS_MODULE)) as ThresholdsModule;
  });

  it('passes when every percentile is under its limit and the error rate within it', () => {
    const verdicts = thresholds.evaluateThresholds({ list: measured }, { list: { p95: 200, p99: 500, errorRate: 0.01 } });
    expect(verdicts.map((verdict) => [verdict.measure, verdict.ok])).toEqual([
      ['p95', true],
      ['p99', true],
      ['error rate', true],
    ]);
    expect(thresholds.exitStatus(verdicts)).toBe(0);
  });

  it('fails with exit status 1 on a p99 at its limit or an error rate above it', () => {
    const slow = thresholds.evaluateThresholds({ list: measured }, { list: { p95: 200, p99: 400, errorRate: 0.01 } });
    expect(slow.filter((verdict) => !verdict.ok).map((verdict) => verdict.measure)).toEqual(['p99']);
    expect(thresholds.exitStatus(slow)).toBe(1);
    const failing = thresholds.evaluateThresholds({ list: { ...measured, failed: 2 } }, { list: { p95: 200, p99: 500, errorRate: 0.01 } });
    expect(failing.filter((verdict) => !verdict.ok).map((verdict) => verdict.measure)).toEqual(['error rate']);
    expect(thresholds.exitStatus(failing)).toBe(1);
  });

  it('judges only the kinds that were measured, as k6 leaves sub-metrics without samples alone', () => {
    const verdicts = thresholds.evaluateThresholds(
      { list: measured },
      { list: { p95: 200, p99: 500, errorRate: 0 }, chart_data_ws: { p95: 1, p99: 1, errorRate: 0 } },
    );
    expect(new Set(verdicts.map((verdict) => verdict.kind))).toEqual(new Set(['list']));
  });

  it('gives k6 the same limits on the tagged metrics, overridden per kind or for every kind', () => {
    const limits = thresholds.thresholdsFor(['list', 'login'], { '*': { errorRate: 0 }, list: { p95: 250 } });
    expect(limits.list).toMatchObject({ p95: 250, errorRate: 0 });
    expect(thresholds.toK6Thresholds(limits)).toMatchObject({
      'tessera_req_duration{kind:list}': ['p(95)<250', `p(99)<${limits.list.p99}`],
      'tessera_req_failed{kind:list}': ['rate<=0'],
    });
  });
});

describe('load scenarios run by the node runner against the app with the examples', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-load-'));
    app = await startHttpTestApp({ loadExamples: true, examplesScale: 0.05, dataDir });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    // The example dashboards are created last: once both are listed, every scenario has what it opens.
    const dashboards = await eventually(
      () => admin.get('/api/v1/dashboard/?q=(page_size:100)'),
      (answer) => answer.body?.result?.length >= 2,
      100_000,
    );
    expect(dashboards.body.result.length).toBeGreaterThanOrEqual(2);
  }, 130_000);

  afterAll(async () => {
    await app?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const runScenario = async (scenario: string, thresholds: Record<string, Partial<Limits>> = NO_LATENCY_LIMIT_NO_ERRORS) => {
    const run = await runLoad([
      '--base-url',
      app.url,
      '--scenario',
      scenario,
      '--vus',
      '2',
      '--duration',
      '3s',
      '--think-seconds',
      '0',
      '--thresholds',
      JSON.stringify(thresholds),
      '--json',
    ]);
    if (run.status === 2) throw new Error(`the runner could not run ${scenario}: ${run.stderr}`);
    return { status: run.status, result: JSON.parse(run.stdout) as RunResult };
  };

  it.each([
    ['dashboard', ['page_bootstrap', 'dashboard_bootstrap', 'socket_open', 'chart_data_ws']],
    ['dashboard-http', ['page_bootstrap', 'dashboard_bootstrap', 'chart_data_http']],
    ['explore', ['page_bootstrap', 'explore_bootstrap', 'chart_data_http']],
    ['sqllab', ['page_bootstrap', 'sqllab_bootstrap', 'sqllab_execute']],
    ['lists', ['page_bootstrap', 'list']],
  ])(
    '%s: every virtual user logs in and completes iterations without an error',
    async (scenario, kinds) => {
      const { status, result } = await runScenario(scenario);
      const failures = Object.entries(result.kinds).filter(([, entry]) => entry.failed > 0);
      expect({ failures, interrupted: result.interrupted }).toEqual({ failures: [], interrupted: { count: 0, reasons: {} } });
      expect(result.kinds.login.count).toBe(2);
      const measured = Object.fromEntries(kinds.map((kind) => [kind, (result.kinds[kind]?.count ?? 0) > 0]));
      expect(measured).toEqual(Object.fromEntries(kinds.map((kind) => [kind, true])));
      expect(result.iterations).toBeGreaterThan(0);
      expect(result.verdicts.every((verdict) => verdict.ok)).toBe(true);
      expect(status).toBe(0);
    },
    90_000,
  );

  it('exits 1 and names the failed threshold when a limit cannot hold', async () => {
    const { status, result } = await runScenario('lists', { ...NO_LATENCY_LIMIT_NO_ERRORS, list: { p95: 0 } });
    expect(result.verdicts.filter((verdict) => !verdict.ok)).toEqual([expect.objectContaining({ kind: 'list', measure: 'p95' })]);
    expect(status).toBe(1);
  }, 90_000);

  it('created one user per virtual user, and each of them logged in', async () => {
    const users = await admin.get('/api/v1/security/users/?q=(filters:!((col:username,opr:sw,value:load_user_)),page_size:100)');
    const logins = Object.fromEntries(
      (users.body.result as { username: string; login_count: number }[]).map((user) => [user.username, user.login_count > 0]),
    );
    expect(logins).toEqual({ load_user_1: true, load_user_2: true });
  });
});
