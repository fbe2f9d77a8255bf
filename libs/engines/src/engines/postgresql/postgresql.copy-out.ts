import { Readable } from 'node:stream';
import type { Connection } from 'pg';

/** Backend messages of copy-out mode (https://www.postgresql.org/docs/current/protocol-flow.html#PROTOCOL-COPY). */
const COPY_DATA = 0x64; // 'd'
const ERROR_RESPONSE = 0x45; // 'E'
/** Messages that may come between CopyData messages; any other one ends copy-out mode (CopyDone among them). */
const INTERSPERSED = new Set([
  0x48, // 'H' CopyOutResponse, before the first row
  0x53, // 'S' ParameterStatus
  0x4e, // 'N' NoticeResponse
  0x41, // 'A' NotificationResponse
]);
/** A message starts with its type byte and a 4-byte length that counts itself. */
const HEADER_BYTES = 5;

type DataHandler = (chunk: Buffer) => void;

/**
 * `COPY … TO STDOUT` as a readable stream of the bytes PostgreSQL writes, for `client.query(new CopyOutStream(sql))`.
 *
 * While the copy runs the connection's socket is read here, not by `pg`'s parser (which would make an object of every
 * row); at its end, or at an error, the bytes not consumed go back to `pg`, which reads CommandComplete, ReadyForQuery
 * or the ErrorResponse and settles the query through the `handle…` callbacks below. PostgreSQL sends every row as its
 * own CopyData message: each socket read becomes one buffer of the rows' bytes (one copy of each row's run), where
 * `pg-copy-streams` made a buffer object per row and concatenated them, most of the export's garbage.
 * Backpressure reaches the server: the socket is read only while this stream's reader wants more.
 */
export class CopyOutStream extends Readable {
  /** Rows copied, from CommandComplete. */
  rowCount = 0;
  private connection: Connection | null = null;
  private pgDataHandler: DataHandler | null = null;
  private readonly onReadable = () => this.forward();
  /** The start of a message whose header the last socket read cut. */
  private carried: Buffer | null = null;
  /** Bytes of the current CopyData message still to come. */
  private rowBytesLeft = 0;
  /** Bytes of another message's content still to pass over. */
  private skipBytesLeft = 0;
  /** The message being passed over ends copy-out mode. */
  private ending = false;
  private wanted = false;
  private forwarding = false;

  constructor(private readonly text: string) {
    super();
  }

  /** Called by `pg` when the query's turn comes. */
  submit(connection: Connection): void {
    this.connection = connection;
    const socket = connection.stream;
    const handlers = socket.listeners('data') as DataHandler[];
    if (handlers.length !== 1) throw new Error(`Expected one reader of the connection, found ${handlers.length}`);
    this.pgDataHandler = handlers[0];
    socket.removeListener('data', this.pgDataHandler);
    socket.pause();
    socket.on('readable', this.onReadable);
    connection.query(this.text);
  }

  override _read(): void {
    this.wanted = true;
    this.forward();
  }

  /** `pg` settles the query through these once the socket is its own again. */
  handleError(error: Error): void {
    this.destroy(error);
  }

  handleCommandComplete(message: { text?: string } | undefined): void {
    const copied = /COPY (\d+)/.exec(message?.text ?? '');
    if (copied) this.rowCount = Number(copied[1]);
  }

  handleReadyForQuery(): void {
    // Nothing left to do: the rows ended with CopyDone.
  }

  private forward(): void {
    if (this.forwarding || !this.wanted || !this.connection) return;
    this.forwarding = true;
    const socket = this.connection.stream;
    for (
      let chunk = socket.read() as Buffer | null;
      chunk !== null && this.connection;
      chunk = this.wanted ? (socket.read() as Buffer | null) : null
    ) {
      this.wanted = this.parse(chunk);
    }
    this.forwarding = false;
  }

  /** Pushes the rows of one socket read; answers whether the reader wants more. */
  private parse(chunk: Buffer): boolean {
    const data = this.carried ? Buffer.concat([this.carried, chunk]) : chunk;
    this.carried = null;
    const runs: number[] = [];
    let rowBytes = 0;
    let at = 0;
    while (at < data.length) {
      if (this.rowBytesLeft > 0) {
        const end = Math.min(data.length, at + this.rowBytesLeft);
        runs.push(at, end);
        rowBytes += end - at;
        this.rowBytesLeft -= end - at;
        at = end;
      } else if (this.skipBytesLeft > 0) {
        const end = Math.min(data.length, at + this.skipBytesLeft);
        this.skipBytesLeft -= end - at;
        at = end;
      } else if (this.ending) {
        break;
      } else if (data.length - at < HEADER_BYTES) {
        this.carried = Buffer.from(data.subarray(at));
        at = data.length;
      } else if (data[at] === ERROR_RESPONSE) {
        // Left to `pg`, which parses the error and calls handleError.
        break;
      } else {
        const type = data[at];
        const contentBytes = data.readUInt32BE(at + 1) - 4;
        at += HEADER_BYTES;
        if (type === COPY_DATA) this.rowBytesLeft = contentBytes;
        else {
          this.skipBytesLeft = contentBytes;
          this.ending = !INTERSPERSED.has(type);
        }
      }
    }
    const wanted = rowBytes > 0 ? this.push(gather(data, runs, rowBytes)) : true;
    const errored = at < data.length && !this.ending;
    if ((this.ending && this.skipBytesLeft === 0) || errored) {
      this.handBack(data.subarray(at));
      if (!errored) this.push(null);
      return false;
    }
    return wanted;
  }

  /** Gives the socket back to `pg` with the bytes it has not seen. */
  private handBack(unread: Buffer): void {
    const connection = this.connection;
    const pgDataHandler = this.pgDataHandler;
    if (!connection || !pgDataHandler) return;
    this.connection = null;
    this.pgDataHandler = null;
    const socket = connection.stream;
    socket.removeListener('readable', this.onReadable);
    socket.on('data', pgDataHandler);
    if (unread.length > 0) pgDataHandler(unread);
    // Adding the data listener resumes the socket, but `pg`'s handler may have paused it: resume on the next tick.
    process.nextTick(() => socket.resume());
  }
}

/** One buffer of the byte runs `[runs[0], runs[1])`, `[runs[2], runs[3])`, … of `data`. */
function gather(data: Buffer, runs: readonly number[], bytes: number): Buffer {
  if (runs.length === 2) return data.subarray(runs[0], runs[1]);
  const out = Buffer.allocUnsafe(bytes);
  let written = 0;
  for (let i = 0; i < runs.length; i += 2) written += data.copy(out, written, runs[i], runs[i + 1]);
  return out;
}
