import {
  CHART_DATA_SOCKET_MAX_IN_FLIGHT,
  ErrorCode,
  TesseraError,
  type ChartDataReply,
  type ChartDataSocketReply,
} from '@tessera/contracts';
import type { Principal } from '../../auth/principal';
import { ChartDataSocketSession, type ChartDataSocketDeps } from './chart-data-socket.session';

const reader: Principal = {
  kind: 'user',
  userId: 7,
  username: 'reader',
  firstName: 'R',
  lastName: 'R',
  roles: ['Gamma'],
  permissions: new Set(['can_read|Chart']),
  permissionsDigest: 'd',
  authMethod: 'session',
};

interface PendingQuery {
  context: Record<string, unknown>;
  signal: AbortSignal;
  resolve(reply: ChartDataReply): void;
  reject(error: unknown): void;
}

function harness(principal: Principal | null = reader) {
  const sent: ChartDataSocketReply[] = [];
  const queries: PendingQuery[] = [];
  const guestTokens: Array<string | null> = [];
  const deps: ChartDataSocketDeps = {
    resolvePrincipal: async (guestToken) => {
      guestTokens.push(guestToken);
      return principal;
    },
    query: (context, _principal, signal) => new Promise((resolve, reject) => queries.push({ context, signal, resolve, reject })),
    send: (reply) => sent.push(reply),
    logError: () => undefined,
  };
  const session = new ChartDataSocketSession(deps);
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { session, sent, queries, guestTokens, settle };
}

const query = (id: string, context: Record<string, unknown> = { datasource: { id: 1, type: 'table' }, queries: [{}] }) =>
  JSON.stringify({ type: 'query', id, query_context: context });

describe('ChartDataSocketSession', () => {
  it('answers queries in the order they finish, each under its own id', async () => {
    const { session, sent, queries, settle } = harness();
    session.handleFrame(query('a'));
    session.handleFrame(query('b'));
    await settle();
    expect(queries).toHaveLength(2);
    queries[1].resolve({ result: [{ rowcount: 2 }] } as unknown as ChartDataReply);
    await settle();
    queries[0].resolve({ result: [{ rowcount: 1 }] } as unknown as ChartDataReply);
    await settle();
    expect(sent.map((reply) => [reply.id, reply.status])).toEqual([
      ['b', 200],
      ['a', 200],
    ]);
    expect(sent[1].body).toEqual({ result: [{ rowcount: 1 }] });
    expect(session.inFlight).toBe(0);
  });

  it('aborts a cancelled query and never answers it', async () => {
    const { session, sent, queries, settle } = harness();
    session.handleFrame(query('a'));
    await settle();
    session.handleFrame(JSON.stringify({ type: 'cancel', id: 'a' }));
    expect(queries[0].signal.aborted).toBe(true);
    queries[0].reject(new Error('cancelled'));
    await settle();
    expect(sent).toEqual([]);
  });

  it('aborts every running query when the socket closes', async () => {
    const { session, queries, settle } = harness();
    session.handleFrame(query('a'));
    session.handleFrame(query('b'));
    await settle();
    session.close();
    expect(queries.map((q) => q.signal.aborted)).toEqual([true, true]);
  });

  it('renders service errors in the HTTP envelope and status', async () => {
    const { session, sent, queries, settle } = harness();
    session.handleFrame(query('a'));
    await settle();
    queries[0].reject(new TesseraError(ErrorCode.NOT_FOUND, 'Datasource does not exist'));
    await settle();
    expect(sent).toEqual([{ type: 'reply', id: 'a', status: 404, body: { message: 'Datasource does not exist' } }]);
  });

  it('refuses anonymous callers (401) and users without can_read on Chart (403)', async () => {
    const anonymous = harness(null);
    anonymous.session.handleFrame(query('a'));
    await anonymous.settle();
    expect(anonymous.sent[0]).toMatchObject({ id: 'a', status: 401 });
    const noAccess = harness({ ...reader, permissions: new Set() });
    noAccess.session.handleFrame(query('a'));
    await noAccess.settle();
    expect(noAccess.sent[0]).toMatchObject({ id: 'a', status: 403 });
    expect(anonymous.queries.length + noAccess.queries.length).toBe(0);
  });

  it('answers malformed frames with 400 and runs nothing', async () => {
    const { session, sent, queries, settle } = harness();
    session.handleFrame('not json');
    session.handleFrame(JSON.stringify({ type: 'query', query_context: {} }));
    session.handleFrame(JSON.stringify({ type: 'explode', id: 'x' }));
    session.handleFrame(JSON.stringify({ type: 'query', id: 'y', query_context: [] }));
    session.handleFrame(JSON.stringify({ type: 'query', id: 'z', query_context: { result_format: 'csv' } }));
    await settle();
    expect(sent.map((reply) => [reply.id, reply.status])).toEqual([
      ['', 400],
      ['', 400],
      ['x', 400],
      ['y', 400],
      ['z', 400],
    ]);
    expect(queries).toHaveLength(0);
  });

  it('refuses a second query under a running id, and more than the in-flight limit', async () => {
    const { session, sent, settle } = harness();
    session.handleFrame(query('same'));
    session.handleFrame(query('same'));
    await settle();
    expect(sent).toEqual([expect.objectContaining({ id: 'same', status: 400 })]);
    for (let i = 1; i < CHART_DATA_SOCKET_MAX_IN_FLIGHT; i += 1) session.handleFrame(query(`q${i}`));
    session.handleFrame(query('one-too-many'));
    await settle();
    expect(sent.at(-1)).toMatchObject({ id: 'one-too-many', status: 429 });
  });

  it('authenticates later queries with a guest token sent on the socket', async () => {
    const { session, guestTokens, settle } = harness();
    session.handleFrame(query('a'));
    session.handleFrame(JSON.stringify({ type: 'auth', guest_token: 'tok' }));
    session.handleFrame(query('b'));
    await settle();
    expect(guestTokens).toEqual([null, 'tok']);
  });
});
