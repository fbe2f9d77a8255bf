// The physical floor the serving benchmarks compare against: a bare Node `http` server that answers
// recorded bytes, and an autocannon run as a promise. Both sides of a comparison run through these.
// The bare server runs in a process of its own, as the app does: inside the benchmark's process it would
// share one event loop with autocannon, and the floor would be understated (to half or less on 2 cores).
//
//   node tools/bench/replay-server.mjs <answers.json>   (what startReplayServer runs: prints its URL, serves until killed)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** Runs autocannon and resolves with its result. */
export function loadTest(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Loads `baseUrl` with one request ({ method, path, headers, body }) over and over. */
export function loadRequest(baseUrl, request, options) {
  return loadTest({ url: `${baseUrl}${request.path}`, method: request.method, headers: request.headers, body: request.body, ...options });
}

const answerKey = (method, path) => `${method} ${path}`;

/** Asks `baseUrl` for `request` ({ method, path, headers, body }) and keeps the answer's status, content type and bytes. */
export async function recordAnswer(baseUrl, request) {
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status >= 300)
    throw new Error(`${request.method} ${request.path} answered ${response.status}: ${body.toString().slice(0, 300)}`);
  return {
    key: answerKey(request.method, request.path),
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    body,
  };
}

/**
 * A bare `http` server on a free port answering each recorded request (by method and path, query
 * included) with the same status and bytes; anything else is a 404. Resolves with `{ url, close }`.
 */
async function serveAnswers(answers) {
  const byKey = new Map(answers.map((answer) => [answer.key, answer]));
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer = byKey.get(answerKey(request.method, request.url));
      if (!answer) return response.writeHead(404, { 'content-length': 0 }).end();
      response.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': answer.body.length }).end(answer.body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** `serveAnswers` in a child process of its own; resolves with `{ url, close }` once it listens. */
export async function startReplayServer(answers) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-replay-')), 'answers.json');
  fs.writeFileSync(file, JSON.stringify(answers.map((answer) => ({ ...answer, body: answer.body.toString('base64') }))));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = await Promise.race([
      createInterface({ input: child.stdout })
        [Symbol.asyncIterator]()
        .next()
        .then(({ value }) => value),
      exited.then((code) => Promise.reject(new Error(`the bare replay server exited (${code}) before listening`))),
    ]);
    return {
      url,
      close: async () => {
        child.kill('SIGTERM');
        await exited;
      },
    };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const recorded = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const server = await serveAnswers(recorded.map((answer) => ({ ...answer, body: Buffer.from(answer.body, 'base64') })));
  process.once('SIGTERM', () => server.close().then(() => process.exit(0)));
  console.log(server.url);
}
