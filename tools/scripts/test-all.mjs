// The README's test command: lint, typecheck, unit and contract tests, build, integration tests
// against the machine's PostgreSQL, NATS, Redis and MariaDB, and end-to-end tests in headless Chromium.
// Ends with one line totalling every jest run: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const summary = path.join(os.tmpdir(), `tessera-test-summary-${process.pid}.jsonl`);
fs.rmSync(summary, { force: true });
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', TESSERA_TEST_SUMMARY: summary };

const nx = (...args) => ['npx', 'nx', ...args, '--output-style=static'];
/** Every source file Prettier keeps formatted (`npm run format` rewrites them; .prettierignore leaves out outputs). */
const FORMATTED = ['apps', 'libs', 'tools'].map((folder) => `${folder}/**/*.{ts,tsx,mjs,js}`).concat('*.{mjs,js}');
const steps = [
  ['lint', nx('run-many', '-t', 'lint')],
  ['lint: formatting', ['npx', 'prettier', '--check', '--log-level', 'warn', ...FORMATTED]],
  // The English catalogue holds exactly the texts the code passes to t()/tn()/serverText() (npm run i18n:extract rewrites it).
  ['lint: message catalogue', ['node', 'tools/scripts/i18n-extract.mjs', '--check']],
  // README's languages table says how complete each locale is; it must say what the catalogues hold.
  ['lint: languages table', ['node', 'tools/scripts/i18n-completeness.mjs', '--check']],
  ['typecheck', nx('run-many', '-t', 'typecheck')],
  ['unit and contract tests', nx('run-many', '-t', 'test', '--skip-nx-cache')],
  ['build', nx('run-many', '-t', 'build')],
  ['integration tests', nx('run-many', '-t', 'int-test', '--parallel=1', '--skip-nx-cache')],
  ['end-to-end tests', nx('run', 'web-e2e:e2e', '--skip-nx-cache')],
];

const only = process.argv.slice(2);
let failedStep = null;
for (const [name, command] of steps) {
  if (only.length > 0 && !only.some((word) => name.startsWith(word))) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command[0], command.slice(1), { cwd: root, env, stdio: 'inherit' });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
if (fs.existsSync(summary)) {
  for (const line of fs.readFileSync(summary, 'utf8').split('\n').filter(Boolean)) {
    const entry = JSON.parse(line);
    for (const key of Object.keys(totals)) totals[key] += entry[key];
  }
  fs.rmSync(summary, { force: true });
}
if (failedStep) console.log(`\nFailed step: ${failedStep}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
