// The client side of `/ws/chart-data` (libs/contracts/src/charts/chart-data-socket.types.ts), as the
// dashboard page uses it (apps/web/src/features/dashboard/chart-data-channel.ts): every chart query is a
// `{type: 'query', id, query_context}` frame on one socket and its `{type: 'reply', id, status, body}`
// comes back whenever it is ready.

/** The path of the chart-data socket (CHART_DATA_SOCKET_PATH in the contracts). */
export const CHART_DATA_SOCKET_PATH = '/ws/chart-data';

export class ChartDataSocket {
  constructor(transport, raw, timeoutMs) {
    this.transport = transport;
    this.raw = raw;
    this.timeoutMs = timeoutMs;
    this.nextId = 0;
    this.pending = new Map();
    this.closedBecause = null;
    raw.onMessage((text) => this.receive(text));
    raw.onClose((reason) => this.dropped(reason || 'socket closed'));
  }

  /** Resolves once the handshake is done; rejects when the socket cannot be opened. */
  static open(transport, url, headers, timeoutMs) {
    return new Promise((resolve, reject) => {
      const raw = transport.openSocket(url, headers);
      let settled = false;
      const cancelTimer = transport.setTimer(timeoutMs, () => {
        if (settled) return;
        settled = true;
        raw.close();
        reject(new Error(`the chart-data socket did not open within ${timeoutMs} ms`));
      });
      raw.onOpen(() => {
        if (settled) return;
        settled = true;
        cancelTimer();
        resolve(new ChartDataSocket(transport, raw, timeoutMs));
      });
      raw.onClose((reason) => {
        if (settled) return;
        settled = true;
        cancelTimer();
        reject(new Error(`the chart-data socket did not open: ${reason || 'closed'}`));
      });
    });
  }

  /** Sends one query frame; answers `{ status, body }` (status 0 when the socket dropped or no reply came in time). */
  query(queryContext) {
    if (this.closedBecause) return Promise.resolve({ status: 0, body: null, error: this.closedBecause });
    this.nextId += 1;
    const id = `q${this.nextId}`;
    return new Promise((resolve) => {
      const cancelTimer = this.transport.setTimer(this.timeoutMs, () => {
        this.pending.delete(id);
        this.raw.send(JSON.stringify({ type: 'cancel', id }));
        resolve({ status: 0, body: null, error: `no reply within ${this.timeoutMs} ms` });
      });
      this.pending.set(id, (reply) => {
        cancelTimer();
        resolve(reply);
      });
      this.raw.send(JSON.stringify({ type: 'query', id, query_context: queryContext }));
    });
  }

  close() {
    this.closedBecause = 'closed by the client';
    this.raw.close();
  }

  receive(text) {
    let reply;
    try {
      reply = JSON.parse(text);
    } catch {
      return;
    }
    const answer = this.pending.get(reply?.id);
    if (!answer) return;
    this.pending.delete(reply.id);
    answer({ status: reply.status, body: reply.body });
  }

  dropped(reason) {
    if (!this.closedBecause) this.closedBecause = reason;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const answer of waiting) answer({ status: 0, body: null, error: this.closedBecause });
  }
}
