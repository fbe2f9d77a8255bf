import type { PGlite } from '@electric-sql/pglite';

/** Frontend messages after which PostgreSQL answers ReadyForQuery: Sync, simple Query, Terminate. */
const EXCHANGE_END_TYPES = new Set([0x53, 0x51, 0x58]);
const SYNC_MESSAGE = new Uint8Array([0x53, 0, 0, 0, 4]);
const ROLLBACK_MESSAGE = simpleQueryMessage('ROLLBACK');

interface QueuedMessage {
  connectionId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
}

/**
 * Runs the wire-protocol messages of many client connections on PGlite's single backend session.
 *
 * That one session holds the unnamed prepared statement and portal, the extended-protocol error
 * state and the open transaction, so a connection keeps the session from its first message until
 * the exchange ends (Sync or a simple Query) outside a transaction. pglite-socket's own queue only
 * keeps connections apart inside transactions: another connection's Parse between a Parse and its
 * Bind replaced the statement ("bind message supplies 1 parameters, but prepared statement \"\"
 * requires 2") and the error state that followed swallowed the next connection's messages.
 *
 * The handler of each connection (pglite-socket's `PGLiteSocketHandler`) calls the three methods
 * below in the order its messages arrive.
 */
export class PGliteSessionQueue {
  private readonly waiting: QueuedMessage[] = [];
  /** The connection whose exchange or transaction is open on the session, if any. */
  private owner: number | null = null;
  /** Whether the owner sent messages the backend has not yet closed with ReadyForQuery. */
  private exchangeOpen = false;
  private draining = false;
  /** The message on the session now; `run` never rejects, it answers the connection instead. */
  private running: Promise<void> | undefined;

  constructor(private readonly db: PGlite) {}

  enqueue(connectionId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ connectionId, message, onData, resolve, reject });
      void this.drain();
    });
  }

  getQueueLength(): number {
    return this.waiting.length;
  }

  /** The connection went away: its queued messages are dropped. */
  clearQueueForHandler(connectionId: number): void {
    for (let index = this.waiting.length - 1; index >= 0; index--) {
      if (this.waiting[index].connectionId !== connectionId) continue;
      const [dropped] = this.waiting.splice(index, 1);
      dropped.reject(new Error('Connection closed'));
    }
  }

  /** The connection went away while holding the session: close its exchange, roll its transaction back. */
  async clearTransactionIfNeeded(connectionId: number): Promise<void> {
    // A message of the connection may still be running: its outcome decides what is left to close.
    await this.running;
    if (this.owner !== connectionId) return;
    // Raw protocol messages: `db.exec` would wait for the very lock `runExclusive` holds.
    await this.db.runExclusive(async () => {
      if (this.exchangeOpen) await this.db.execProtocolRaw(SYNC_MESSAGE);
      if (this.db.isInTransaction()) await this.db.execProtocolRaw(ROLLBACK_MESSAGE);
    });
    this.release();
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (let next = this.takeNext(); next; next = this.takeNext()) {
        this.running = this.run(next);
        await this.running;
      }
    } finally {
      this.draining = false;
      this.running = undefined;
    }
  }

  /** The owner's next message, or anyone's when the session is free; none while the owner is silent. */
  private takeNext(): QueuedMessage | undefined {
    const index = this.owner === null ? 0 : this.waiting.findIndex((queued) => queued.connectionId === this.owner);
    return index < 0 ? undefined : this.waiting.splice(index, 1)[0];
  }

  private async run(queued: QueuedMessage): Promise<void> {
    this.owner = queued.connectionId;
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(queued.message, {
          onRawData: (data) => {
            bytes += data.length;
            queued.onData(data);
          },
        }),
      );
    } catch (error) {
      queued.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    } finally {
      this.exchangeOpen = !endsExchange(queued.message);
      if (!this.exchangeOpen && !this.db.isInTransaction()) this.release();
    }
    queued.resolve(bytes);
  }

  private release(): void {
    this.owner = null;
    this.exchangeOpen = false;
  }
}

/** Typed messages end an exchange when they are Sync, Query or Terminate; the untyped startup message always does. */
function endsExchange(message: Uint8Array): boolean {
  return message[0] === 0 || EXCHANGE_END_TYPES.has(message[0]);
}

function simpleQueryMessage(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'ascii');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return new Uint8Array(message);
}
