// k6 entry for the load scenarios of tools/load/scenarios (the node runner, run.mjs, runs the same ones):
//
//   k6 run -e SCENARIO=dashboard -e VUS=50 -e DURATION=2m -e BASE_URL=http://localhost:8088 tools/load/tessera.k6.js
//
// SCENARIO is dashboard, dashboard-http, explore, sqllab or lists; every setting of scenarios/options.mjs
// is an `-e NAME=value`. The setup logs in as the admin, creates the load users that are missing (one per
// virtual user unless USERS says otherwise) and picks what the scenario opens; each virtual user then logs
// in as its own user. Each request is recorded in `tessera_req_duration` and `tessera_req_failed` tagged
// with its `kind`, which the thresholds judge; k6 exits non-zero when one fails.
// Needs k6 v1 or later: async setup, k6/timers and k6/websockets (the stable name of the deprecated
// k6/experimental/websockets).
/* global __ENV */
import { WebSocket } from 'k6/websockets';
import exec from 'k6/execution';
import http from 'k6/http';
import { Counter, Rate, Trend } from 'k6/metrics';
import { clearTimeout, setTimeout } from 'k6/timers';
import { iterate, runThresholds, scenarioNamed, setUp } from './scenarios/index.mjs';
import { readOptions } from './scenarios/options.mjs';
import { REQUEST_TIMEOUT_MS, Session } from './scenarios/session.mjs';
import { DURATION_METRIC, FAILED_METRIC, toK6Thresholds } from './scenarios/thresholds.mjs';

const settings = readOptions((name) => __ENV[name]);
const scenario = scenarioNamed(settings.scenario);

const requestDuration = new Trend(DURATION_METRIC, true);
const requestFailed = new Rate(FAILED_METRIC);
const iterationsInterrupted = new Counter('tessera_iterations_interrupted');

export const options = {
  vus: settings.vus,
  duration: `${settings.durationSeconds}s`,
  setupTimeout: '10m',
  thresholds: { ...toK6Thresholds(runThresholds(scenario, settings)), tessera_iterations_interrupted: ['count<1'] },
};

function openSocket(url, headers) {
  const socket = new WebSocket(url, null, { headers, tags: { kind: 'socket_open' } });
  return {
    send: (text) => {
      if (socket.readyState === 1) socket.send(text);
    },
    close: () => socket.close(),
    onOpen: (listener) => socket.addEventListener('open', () => listener()),
    onMessage: (listener) => socket.addEventListener('message', (event) => listener(String(event.data))),
    onClose: (listener) => {
      socket.addEventListener('close', () => listener('closed'));
      socket.addEventListener('error', (event) => listener(String(event.error ?? 'socket error')));
    },
  };
}

const transport = {
  async http(method, url, { headers, body, kind }) {
    // `name` groups k6's own http_req_* metrics by route rather than by every distinct query string.
    const tags = { kind, name: `${method} ${url.split('?')[0]}` };
    const response = await http.asyncRequest(method, url, body ?? null, {
      headers,
      tags,
      timeout: `${REQUEST_TIMEOUT_MS}ms`,
      responseType: 'text',
    });
    return { status: response.status, text: response.body ?? '', error: response.error || undefined };
  },
  openSocket,
  record(kind, milliseconds, failure) {
    requestDuration.add(milliseconds, { kind });
    requestFailed.add(failure !== null, { kind });
  },
  now: () => Date.now(),
  sleep: (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
  setTimer(milliseconds, callback) {
    const timer = setTimeout(callback, milliseconds);
    return () => clearTimeout(timer);
  },
};

export async function setup() {
  return setUp(new Session(transport, settings.baseUrl), scenario, settings);
}

/** Each virtual user keeps its session (and so its login) across iterations. */
let session = null;

export default async function virtualUser(data) {
  if (!session) session = new Session(transport, settings.baseUrl);
  try {
    await iterate(session, scenario, data, settings, exec.vu.idInTest);
  } catch (error) {
    iterationsInterrupted.add(1);
    console.error(`virtual user ${exec.vu.idInTest}: ${error && error.message ? error.message : error}`);
    // A user that cannot log in would otherwise retry as fast as the server refuses.
    await transport.sleep(1);
  }
}
