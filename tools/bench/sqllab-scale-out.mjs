// The scale-out part of the SQL editor benchmark (cluster mode): wall time of `jobs` asynchronous
// `SELECT pg_sleep(1)` with 1, 2 and 4 SQL service replicas, and how soon a replica added while the queue is
// full takes its first job.
import { performance } from 'node:perf_hooks';
import { api } from './embedded-app.mjs';

const FINISHED = ['success', 'failed', 'stopped', 'timed_out'];
const JOB_SUBJECT = 'jobs.sql.query-run';
/** Each job waits this long on the warehouse. */
const JOB_SECONDS = 1;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sqlReplicas = (app) => app.processes.filter((p) => p.label.startsWith('sql-service'));

/** Queues `count` async `SELECT pg_sleep(1)` at once; answers their client ids. */
async function queueSleepJobs(app, token, database, label, count) {
  const ids = Array.from({ length: count }, (_, i) => `${label}${i}`.slice(0, 10));
  await Promise.all(
    ids.map((id) =>
      api(app.url, token, 'POST', '/api/v1/sqllab/execute/', {
        database_id: database.id,
        sql: 'SELECT pg_sleep(1)',
        client_id: id,
        runAsync: true,
      }),
    ),
  );
  return ids;
}

async function waitUntilFinished(app, token, ids) {
  for (;;) {
    const changed = await api(app.url, token, 'GET', `/api/v1/query/updated_since?q=${encodeURIComponent('(last_updated_ms:0)')}`);
    const finished = changed.result.filter((q) => ids.includes(q.id) && FINISHED.includes(q.state));
    if (finished.length === ids.length) return;
    await sleep(50);
  }
}

/** SQL jobs a replica has finished, from its own /metrics. */
async function jobsFinishedBy(replica) {
  const text = await (await fetch(`${replica.healthUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('tessera_bus_messages_total{') && line.includes(`subject="${JOB_SUBJECT}"`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/**
 * One replica works through a queue of `2 × jobs`; a second one is started meanwhile. Answers the seconds from
 * the second replica being ready to its first finished job, less the job's own second: when it took the job.
 */
async function addedReplicaFirstJob(app, token, database, jobs) {
  const ids = await queueSleepJobs(app, token, database, 'add', jobs * 2);
  const startedAt = performance.now();
  await app.addReplica('sql-service');
  const readyAt = performance.now();
  const added = sqlReplicas(app).at(-1);
  let tookJobAfter = null;
  while (tookJobAfter === null && performance.now() - readyAt < 60_000) {
    if ((await jobsFinishedBy(added)) > 0) tookJobAfter = (performance.now() - readyAt) / 1000 - JOB_SECONDS;
    else await sleep(100);
  }
  await waitUntilFinished(app, token, ids);
  return { startSeconds: (readyAt - startedAt) / 1000, tookJobAfter };
}

/**
 * The floor of `jobs` one-second runs on `replicas` replicas of `slots` jobs each: whole rounds of one second, since
 * a round cannot start a job that has no free slot (40 jobs on 4 × 4 slots take 3 rounds, 0.30× of one replica's 10).
 */
const floorSeconds = (jobs, replicas, slots) => Math.ceil(jobs / (replicas * slots)) * JOB_SECONDS;

/** Prints the scale-out figures; the cluster starts with one SQL service replica and ends with the most asked for. */
export async function measureScaleOut(app, token, database, { jobs, replicas, print }) {
  // The replicas run with the default slots unless the caller's environment sets them.
  const slots = Number(process.env.TESSERA_WORKER_CONCURRENCY ?? 4);
  const fixed = (n, digits = 0) => (n === null ? 'never' : Number(n).toFixed(digits));
  const times = new Map();
  const timeJobs = async (count) => {
    const started = performance.now();
    await waitUntilFinished(app, token, await queueSleepJobs(app, token, database, `r${count}x`, jobs));
    times.set(count, performance.now() - started);
    const one = times.get(1) ?? times.get(count);
    const floor = floorSeconds(jobs, count, slots);
    print(
      `  ${jobs} async SELECT pg_sleep(1), ${count} SQL service replica(s) of ${slots} slots: ${fixed(times.get(count))} ms ` +
        `(${fixed(times.get(count) / one, 2)}x one; floor ${floor} s, ${fixed(floor / floorSeconds(jobs, 1, slots), 2)}x one)`,
    );
  };
  const ordered = [...replicas].sort((a, b) => a - b);
  if (ordered[0] === 1) {
    await timeJobs(1);
    ordered.shift();
    const added = await addedReplicaFirstJob(app, token, database, jobs);
    print(
      `  replica added while ${jobs * 2} jobs wait: ready ${fixed(added.startSeconds, 1)} s after its start, ` +
        `took its first job ${fixed(added.tookJobAfter, 1)} s after ready (first job finished, less its ${JOB_SECONDS} s)`,
    );
  }
  for (const count of ordered) {
    while (sqlReplicas(app).length < count) await app.addReplica('sql-service');
    await timeJobs(count);
  }
}
