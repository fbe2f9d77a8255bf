import { ApiError } from '../../api';
import { CHANNEL_RETRY_AFTER_MS, ChannelUnavailableError, ChartDataChannel, type ChannelSocket } from './chart-data-channel';

type Listener = (event: { data?: unknown }) => void;

/** A socket the test opens, answers and drops by hand. */
class FakeSocket implements ChannelSocket {
  readyState = 0;
  readonly sent: Array<Record<string, unknown>> = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    this.readyState = 3;
    this.emit('close');
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  open(): void {
    this.readyState = 1;
    this.emit('open');
  }

  reply(id: string, status: number, body: unknown): void {
    this.emit('message', JSON.stringify({ type: 'reply', id, status, body }));
  }

  queries(): Array<Record<string, unknown>> {
    return this.sent.filter((frame) => frame.type === 'query');
  }

  private emit(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

function setup(guestToken: string | null = null) {
  const sockets: FakeSocket[] = [];
  let now = 1_000;
  const channel = new ChartDataChannel({
    url: 'ws://tessera.test/ws/chart-data',
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    guestToken: () => guestToken,
    now: () => now,
  });
  return { channel, sockets, advance: (ms: number) => (now += ms) };
}

const context = (n: number) => ({ datasource: { id: n, type: 'table' }, queries: [{}] });
const result = (n: number) => ({ result: [{ rowcount: n, data: [] }] });

describe('ChartDataChannel', () => {
  it('sends every query on one socket once it opens and resolves each with its own answer', async () => {
    const { channel, sockets } = setup();
    const answers = Array.from({ length: 40 }, (_, i) => channel.query(context(i), new AbortController().signal));
    expect(sockets).toHaveLength(1);
    expect(sockets[0].sent).toEqual([]);
    sockets[0].open();
    const frames = sockets[0].queries();
    expect(frames).toHaveLength(40);
    expect(new Set(frames.map((frame) => frame.id)).size).toBe(40);
    [...frames].reverse().forEach((frame, index) => sockets[0].reply(String(frame.id), 200, result(39 - index)));
    const results = await Promise.all(answers);
    expect(results.map((items) => items[0].rowcount)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('opens its socket ahead of the first query, once, and sends the queries on it', async () => {
    const { channel, sockets } = setup();
    channel.open();
    channel.open();
    expect(sockets).toHaveLength(1);
    sockets[0].open();
    expect(sockets[0].sent).toEqual([]);

    const answer = channel.query(context(1), new AbortController().signal);
    expect(sockets).toHaveLength(1);
    const [frame] = sockets[0].queries();
    sockets[0].reply(String(frame?.id), 200, result(7));
    expect((await answer)[0].rowcount).toBe(7);
  });

  it('cancels a sent query on the server when it is aborted, and ignores its late answer', async () => {
    const { channel, sockets } = setup();
    const abort = new AbortController();
    const answer = channel.query(context(1), abort.signal);
    sockets[0].open();
    const id = String(sockets[0].queries()[0].id);
    abort.abort(new Error('superseded'));
    await expect(answer).rejects.toThrow('superseded');
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'cancel', id });
    expect(() => sockets[0].reply(id, 200, result(1))).not.toThrow();
  });

  it('never sends a query aborted before the socket opened', async () => {
    const { channel, sockets } = setup();
    const abort = new AbortController();
    const answer = channel.query(context(1), abort.signal);
    abort.abort(new Error('left'));
    await expect(answer).rejects.toThrow('left');
    sockets[0].open();
    expect(sockets[0].sent).toEqual([]);
  });

  it('turns error answers into the same errors as HTTP, and a 401 into a fall-back to HTTP', async () => {
    const { channel, sockets } = setup();
    const forbidden = channel.query(context(1), new AbortController().signal);
    const expired = channel.query(context(2), new AbortController().signal);
    sockets[0].open();
    const [first, second] = sockets[0].queries();
    sockets[0].reply(String(first.id), 403, {
      errors: [{ message: 'This endpoint requires the datasource', error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR', level: 'error' }],
    });
    sockets[0].reply(String(second.id), 401, { message: 'Not authorized' });
    const error = await forbidden.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).detail).toMatchObject({
      status: 403,
      message: 'This endpoint requires the datasource',
      errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR',
    });
    await expect(expired).rejects.toBeInstanceOf(ChannelUnavailableError);
  });

  it('hands held queries back for HTTP when the socket cannot open, and retries the socket later', async () => {
    const { channel, sockets, advance } = setup();
    const answer = channel.query(context(1), new AbortController().signal);
    sockets[0].close();
    await expect(answer).rejects.toBeInstanceOf(ChannelUnavailableError);
    expect(channel.usable).toBe(false);
    await expect(channel.query(context(2), new AbortController().signal)).rejects.toBeInstanceOf(ChannelUnavailableError);
    advance(CHANNEL_RETRY_AFTER_MS);
    expect(channel.usable).toBe(true);
    void channel.query(context(3), new AbortController().signal);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects on the next query after an open socket dropped', async () => {
    const { channel, sockets } = setup();
    const held = channel.query(context(1), new AbortController().signal);
    sockets[0].open();
    sockets[0].close();
    await expect(held).rejects.toBeInstanceOf(ChannelUnavailableError);
    expect(channel.usable).toBe(true);
    const next = channel.query(context(2), new AbortController().signal);
    sockets[1].open();
    sockets[1].reply(String(sockets[1].queries()[0].id), 200, result(2));
    await expect(next).resolves.toEqual(result(2).result);
  });

  it('authenticates an embedded page with its guest token before its first query', () => {
    const { channel, sockets } = setup('guest-123');
    void channel.query(context(1), new AbortController().signal);
    sockets[0].open();
    expect(sockets[0].sent.map((frame) => frame.type)).toEqual(['auth', 'query']);
    expect(sockets[0].sent[0]).toEqual({ type: 'auth', guest_token: 'guest-123' });
  });
});
