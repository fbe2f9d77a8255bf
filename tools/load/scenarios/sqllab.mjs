// Running a query in the SQL editor as the SPA does (apps/web/src/features/sqllab/query-execution.saga.ts):
// the page's bootstrap, the editor's own (`GET /api/v1/sqllab/`, the databases exposed in SQL Lab), then
// `POST /api/v1/sqllab/execute/` with the body the editor sends; a database that runs queries
// asynchronously answers 202 and the editor polls for the query's end and fetches its results.
import { resultListFailure, resultObjectFailure } from './checks.mjs';
import { loadSpaPage } from './spa-page.mjs';

/** A small aggregate over the examples' `birth_names`. */
export const DEFAULT_SQL = 'SELECT name, SUM(num) AS total FROM birth_names GROUP BY name ORDER BY total DESC LIMIT 10';
const POLL_SECONDS = 0.5;
const POLL_LIMIT = 240;
const FINAL_STATES = ['success', 'failed', 'stopped', 'timed_out'];

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** A client id like the editor's: 11 random letters and digits. */
function newClientId() {
  let id = '';
  for (let i = 0; i < 11; i += 1) id += ID_ALPHABET[Math.floor(Math.random() * ID_ALPHABET.length)];
  return id;
}

const DATABASES_QUERY = {
  columns: ['id', 'database_name', 'backend', 'allow_run_async', 'allow_multi_catalog', 'allows_cost_estimate'],
  filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
  order_column: 'database_name',
  order_direction: 'asc',
  page: 0,
  page_size: -1,
};

/** The database named by `--database` (id or name), else `examples`, else the first one exposed in SQL Lab. */
async function chooseDatabase(admin, options) {
  const list = await admin.request({ kind: 'setup', path: '/api/v1/database/', query: { q: DATABASES_QUERY }, check: resultListFailure });
  const databases = list.body?.result ?? [];
  const wanted = options.database ? String(options.database) : null;
  const database = wanted
    ? databases.find((candidate) => String(candidate.id) === wanted || candidate.database_name === wanted)
    : (databases.find((candidate) => candidate.database_name === 'examples') ?? databases[0]);
  if (!database) throw new Error(wanted ? `No database ${wanted} is exposed in SQL Lab` : 'No database is exposed in SQL Lab');
  return { database: database.id, runAsync: database.allow_run_async === true, sql: options.sql || DEFAULT_SQL };
}

function resultsFailure(body) {
  if (body?.status && body.status !== 'success') return `query ${body.status}`;
  return Array.isArray(body?.data) ? null : 'no data';
}

/** A queued query: polled as the editor polls `query/updated_since`, then its results read by key. */
async function awaitQueued(session, clientId, since) {
  for (let poll = 0; poll < POLL_LIMIT; poll += 1) {
    await session.transport.sleep(POLL_SECONDS);
    const updates = await session.request({
      kind: 'sqllab_poll',
      path: '/api/v1/query/updated_since',
      query: { q: { last_updated_ms: since } },
      check: resultListFailure,
    });
    if (!updates.ok) return;
    const query = updates.body.result.find((candidate) => candidate.id === clientId || candidate.client_id === clientId);
    if (!query || !FINAL_STATES.includes(query.state)) continue;
    if (query.state !== 'success') {
      session.transport.record('sqllab_execute', 0, `query ${query.state}`);
      return;
    }
    const key = query.resultsKey ?? query.results_key;
    await session.request({ kind: 'sqllab_results', path: '/api/v1/sqllab/results/', query: { q: { key } }, check: resultsFailure });
    return;
  }
  session.transport.record('sqllab_execute', 0, `still running after ${POLL_LIMIT * POLL_SECONDS} s`);
}

async function runQuery(session, data) {
  await loadSpaPage(session);
  await Promise.all([
    session.request({ kind: 'sqllab_bootstrap', path: '/api/v1/sqllab/', check: resultObjectFailure }),
    session.request({ kind: 'sqllab_bootstrap', path: '/api/v1/database/', query: { q: DATABASES_QUERY }, check: resultListFailure }),
  ]);
  const clientId = newClientId();
  const since = Date.now();
  const execute = await session.request({
    kind: 'sqllab_execute',
    method: 'POST',
    path: '/api/v1/sqllab/execute/',
    body: {
      client_id: clientId,
      database_id: data.database,
      sql: data.sql,
      schema: null,
      catalog: null,
      runAsync: data.runAsync,
      queryLimit: 1000,
      sql_editor_id: 'load-test',
      tab: 'Untitled Query 1',
      templateParams: null,
      select_as_cta: false,
      ctas_method: 'TABLE',
      tmp_table_name: '',
      json: true,
      expand_data: true,
    },
    expect: [200, 201, 202],
    check: (body) => (body?.query && !body.data ? null : resultsFailure(body)),
  });
  if (execute.ok && execute.status === 202) await awaitQueued(session, clientId, since);
}

export const sqllabScenario = {
  name: 'sqllab',
  description: 'run a small query in the SQL editor: page and editor bootstrap, execute (and poll when async)',
  kinds: ['page_bootstrap', 'sqllab_bootstrap', 'sqllab_execute', 'sqllab_poll', 'sqllab_results'],
  prepare: chooseDatabase,
  run: runQuery,
};
