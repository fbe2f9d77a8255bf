// Runs one load scenario of tools/load/scenarios with a fixed number of virtual users for a duration,
// as `k6 run tools/load/tessera.k6.js` does, where k6 is not installed. Prints per request kind the
// count, p50/p95/p99 and error rate, checks the same thresholds as the k6 entry and exits 1 when one fails.
//
//   node tools/load/run.mjs --scenario dashboard --vus 50 --duration 1m [--base-url http://localhost:8088]
//
// Every setting of scenarios/options.mjs is a flag (`--think-seconds 0` for THINK_SECONDS) or an
// environment variable of the same name; `--json` prints the result as JSON instead of the table.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { iterate, runThresholds, SCENARIOS, scenarioNamed, setUp } from './scenarios/index.mjs';
import { readOptions, SETTINGS } from './scenarios/options.mjs';
import { Session } from './scenarios/session.mjs';
import { evaluateThresholds, exitStatus } from './scenarios/thresholds.mjs';
import { Recorder } from './runner/recorder.mjs';
import { formatReport } from './runner/report.mjs';
import { nodeTransport } from './runner/transport.mjs';

/** `--some-name value` → `{SOME_NAME: value}`; a flag without a value is `'true'`. */
export function parseFlags(argv) {
  const flags = {};
  for (let i = 0; i < argv.length; i += 1) {
    if (!argv[i].startsWith('--')) throw new Error(`Unexpected argument ${argv[i]}; settings are --name value`);
    const name = argv[i].slice(2).replace(/-/g, '_').toUpperCase();
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) flags[name] = 'true';
    else {
      flags[name] = value;
      i += 1;
    }
  }
  return flags;
}

/** One virtual user: iterations until the deadline; an iteration in flight at the deadline finishes, as in k6. */
async function virtualUser(vu, context, deadline, counts) {
  const session = new Session(nodeTransport(context.recorder), context.options.baseUrl);
  while (performance.now() < deadline) {
    try {
      await iterate(session, context.scenario, context.data, context.options, vu);
      counts.iterations += 1;
    } catch (error) {
      const reason = error?.message ?? String(error);
      counts.interrupted.count += 1;
      counts.interrupted.reasons[reason] = (counts.interrupted.reasons[reason] ?? 0) + 1;
      // A user that cannot log in would otherwise retry as fast as the server refuses.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Sets up, runs the virtual users and judges the thresholds; answers the whole result. */
export async function runLoad(options) {
  const scenario = scenarioNamed(options.scenario);
  const limits = runThresholds(scenario, options);
  const admin = new Session(nodeTransport(new Recorder()), options.baseUrl);
  const data = await setUp(admin, scenario, options);
  const recorder = new Recorder();
  const counts = { iterations: 0, interrupted: { count: 0, reasons: {} } };
  const started = performance.now();
  const deadline = started + options.durationSeconds * 1000;
  const context = { scenario, data, options, recorder };
  await Promise.all(Array.from({ length: options.vus }, (_, i) => virtualUser(i + 1, context, deadline, counts)));
  const elapsedSeconds = (performance.now() - started) / 1000;
  const kinds = recorder.summary();
  const verdicts = evaluateThresholds(kinds, limits);
  // An iteration that could not finish is a failure k6 would report too (tessera_iterations_interrupted).
  verdicts.push({
    kind: 'iterations',
    measure: 'interrupted',
    limit: 0,
    actual: counts.interrupted.count,
    ok: counts.interrupted.count === 0,
  });
  return {
    options: { ...options, thresholds: undefined },
    data: { ...data, queryContext: undefined },
    elapsedSeconds,
    ...counts,
    kinds,
    verdicts,
    exitStatus: exitStatus(verdicts),
  };
}

function usage() {
  const settings = Object.entries(SETTINGS).map(
    ([name, fallback]) => `  --${name.toLowerCase().replace(/_/g, '-')}${fallback ? ` (${fallback})` : ''}`,
  );
  return [
    'node tools/load/run.mjs --scenario <name> [--setting value …] [--json]',
    `scenarios: ${Object.keys(SCENARIOS).join(', ')}`,
    'settings (defaults):',
    ...settings,
  ].join('\n');
}

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  if (flags.HELP) {
    console.log(usage());
    return;
  }
  const options = readOptions((name) => flags[name] ?? process.env[name]);
  const result = await runLoad(options);
  console.log(flags.JSON === 'true' ? JSON.stringify(result) : formatReport(result));
  process.exitCode = result.exitStatus;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error?.message ?? error);
    process.exitCode = 2;
  });
}
