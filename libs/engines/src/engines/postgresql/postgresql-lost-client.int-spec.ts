import { spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
/** The built library, as the services load it (the test run builds before integration tests). */
const ENGINES_DIST = path.resolve(__dirname, '../../../dist/index.js');

// A query worker killed in the middle of a query (OOM, a node drained without grace) must not leave
// its statement running on the warehouse.
describe('a PostgreSQL statement whose process dies', () => {
  const pg = new Client({ connectionString: PG });
  const marker = `lost_client_probe_${Date.now()}`;
  const running = async () =>
    (
      await pg.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
        [`%${marker}%`],
      )
    ).rows[0].n as number;

  async function within(timeoutMs: number, condition: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await condition())) {
      if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return Date.now() - started;
  }

  beforeAll(() => pg.connect());
  afterAll(() => pg.end());

  it('is stopped by the server within seconds of the process being killed', async () => {
    const script = `require('reflect-metadata'); require(process.argv[1]).openDatabase({ engine: 'postgresql', uri: process.argv[2] }).execute("SELECT pg_sleep(60) AS ${marker}").catch(() => undefined)`;
    const worker = spawn(process.execPath, ['-e', script, ENGINES_DIST, PG], { stdio: 'ignore' });
    try {
      await within(15_000, async () => (await running()) === 1);
      worker.kill('SIGKILL');
      const gone = await within(10_000, async () => (await running()) === 0);
      process.stdout.write(`statement of a killed process stopped after ${gone} ms\n`);
      expect(gone).toBeLessThan(10_000);
    } finally {
      worker.kill('SIGKILL');
    }
  });
});
