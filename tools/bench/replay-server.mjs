// The physical floor the serving benchmarks compare against: a bare Node `http` server that answers
// recorded bytes, and an autocannon run as a promise. Both sides of a comparison run through these.
import autocannon from 'autocannon';
import http from 'node:http';

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
export async function startReplayServer(answers) {
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
