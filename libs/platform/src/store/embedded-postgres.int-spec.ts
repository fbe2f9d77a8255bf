import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { Client } from 'pg';
import { parse, serialize } from 'pg-protocol';
import type { BackendMessage } from 'pg-protocol/dist/messages';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

// The embedded store serves many pooled connections from PGlite's single backend session; these
// tests drive it through `pg`, the driver every service uses, with the concurrency a busy process has.
const CONNECTION_LIMIT = 16;

describe('the embedded metadata store over the wire protocol', () => {
  let dataDir: string;
  let store: EmbeddedPostgres;
  const clients: Client[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-embedded-pg-'));
    store = await startEmbeddedPostgres(dataDir, CONNECTION_LIMIT);
  }, 60000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await store?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function connect(): Promise<Client> {
    const client = new Client({ connectionString: store.url });
    await client.connect();
    clients.push(client);
    return client;
  }

  it('runs with small shared buffers, whose memory the embedded process keeps for its whole life', async () => {
    const client = await connect();
    expect((await client.query('SHOW shared_buffers')).rows[0].shared_buffers).toBe('32MB');
  });

  it('keeps concurrent parameterised writes and reads of different shapes apart', async () => {
    const connections = await Promise.all(Array.from({ length: 8 }, () => connect()));
    await connections[0].query(`CREATE TABLE shapes (${Array.from({ length: 8 }, (_, column) => `c${column} int`).join(', ')})`);
    const rounds = connections.map(async (client, index) => {
      // Each connection prepares its own unnamed statements with its own number of parameters;
      // writes reach the data folder between messages, where another connection's turn can come.
      const columns = Array.from({ length: index + 1 }, (_, column) => `c${column}`);
      for (let round = 0; round < 40; round++) {
        const values = columns.map((_, column) => round * 10 + column);
        await client.query(
          `INSERT INTO shapes (${columns.join(', ')}) VALUES (${values.map((_, column) => `$${column + 1}`).join(', ')})`,
          values,
        );
        const { rows } = await client.query(
          `SELECT ${columns.map((column, position) => `$${position + 1}::int AS ${column}`).join(', ')}`,
          values,
        );
        expect(Object.values(rows[0])).toEqual(values);
      }
    });
    await Promise.all(rounds);
    expect((await connections[0].query('SELECT count(*)::int AS n FROM shapes')).rows[0].n).toBe(8 * 40);
  });

  it('keeps another connection out between a Parse and its Bind, even when they arrive apart', async () => {
    const [split, other] = await Promise.all([RawConnection.open(store.url), connect()]);
    split.write(serialize.parse({ text: 'SELECT $1::int AS a, $2::int AS b' }));
    await split.turnOfTheEventLoop();
    // Another connection's statement arrives before the first connection's Bind.
    const otherAnswer = other.query('SELECT $1::text AS c', ['other']);
    await split.turnOfTheEventLoop();
    split.write(Buffer.concat([serialize.bind({ values: ['1', '2'] }), serialize.execute(), serialize.sync()]));
    const replies = await split.untilReady();
    expect(replies.filter((reply) => reply.name === 'error')).toEqual([]);
    expect(replies.find((reply) => reply.name === 'dataRow')).toMatchObject({ fields: ['1', '2'] });
    expect((await otherAnswer).rows[0].c).toBe('other');
    split.close();
  });

  it('frees the session when a connection leaves between a Parse and its Sync', async () => {
    const leaving = await RawConnection.open(store.url);
    leaving.write(serialize.parse({ text: 'SELECT $1::int AS a, $2::int AS b' }));
    await leaving.turnOfTheEventLoop();
    leaving.destroy();
    const staying = await connect();
    expect((await staying.query('SELECT $1::text AS c', ['after'])).rows[0].c).toBe('after');
  });

  it('keeps a transaction to its connection while others query, and rolls back only its own work', async () => {
    const [writer, reader] = await Promise.all([connect(), connect()]);
    await writer.query('CREATE TABLE IF NOT EXISTS session_probe (id int)');
    await writer.query('BEGIN');
    await writer.query('INSERT INTO session_probe VALUES ($1)', [1]);
    const readerCount = reader.query('SELECT count(*)::int AS n FROM session_probe');
    await writer.query('ROLLBACK');
    expect((await readerCount).rows[0].n).toBe(0);
  });

  it('frees the session when a connection leaves in the middle of a transaction', async () => {
    const leaving = await connect();
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO session_probe VALUES (2)');
    await leaving.end();
    clients.splice(clients.indexOf(leaving), 1);
    const staying = await connect();
    const { rows } = await staying.query('SELECT count(*)::int AS n FROM session_probe');
    expect(rows[0].n).toBe(0);
  });

  it('answers a failed statement with its error and keeps serving the other connections', async () => {
    const [failing, healthy] = await Promise.all([connect(), connect()]);
    const failure = failing.query('SELECT $1::int / 0', [1]);
    const answer = healthy.query('SELECT $1::text AS greeting', ['hello']);
    await expect(failure).rejects.toThrow('division by zero');
    expect((await answer).rows[0].greeting).toBe('hello');
    expect((await failing.query('SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  it("refuses a connection beyond its limit with PostgreSQL's error instead of a reset", async () => {
    while (clients.length < CONNECTION_LIMIT) await connect();
    await expect(connect()).rejects.toThrow('too many clients already');
  });
});

/** A wire-protocol client that writes exactly the messages it is given, when it is told to. */
class RawConnection {
  private readonly received: BackendMessage[] = [];
  private wake: (() => void) | null = null;

  private constructor(private readonly socket: net.Socket) {
    void parse(socket, (message) => {
      this.received.push(message);
      this.wake?.();
    });
  }

  static async open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const connection = new RawConnection(socket);
    connection.write(serialize.startup({ user: 'postgres', database: 'postgres' }));
    await connection.untilReady();
    return connection;
  }

  write(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  /** Lets the server handle what has arrived before anything else is sent. */
  turnOfTheEventLoop(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, 50));
  }

  /** The messages received up to and including the next ReadyForQuery. */
  async untilReady(): Promise<BackendMessage[]> {
    for (;;) {
      const ready = this.received.findIndex((message) => message.name === 'readyForQuery');
      if (ready >= 0) return this.received.splice(0, ready + 1);
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  close(): void {
    this.socket.end(serialize.end());
  }

  /** Drops the connection as a killed process would, without Terminate. */
  destroy(): void {
    this.socket.destroy();
  }
}
