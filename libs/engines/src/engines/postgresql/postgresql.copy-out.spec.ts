import { PassThrough } from 'node:stream';
import type { Connection } from 'pg';
import { CopyOutStream } from './postgresql.copy-out';

/** A backend message: type byte, 4-byte length counting itself, content. */
function message(type: string, content: Buffer | string = ''): Buffer {
  const body = Buffer.from(content);
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** A connection whose socket is a PassThrough read by a stand-in for `pg`'s parser, which keeps what it is handed. */
function fakeConnection() {
  const socket = new PassThrough();
  const seenByPg: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => seenByPg.push(chunk));
  const sent: string[] = [];
  const connection = { stream: socket, query: (text: string) => sent.push(text) } as unknown as Connection;
  return { socket, connection, sent, seenByPg: () => Buffer.concat(seenByPg) };
}

/** Writes `bytes` to the socket cut at `cuts`, one piece per turn of the event loop. */
async function writeInPieces(socket: PassThrough, bytes: Buffer, cuts: number[]): Promise<void> {
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    socket.write(bytes.subarray(from, cut));
    from = cut;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function readAll(stream: CopyOutStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const rows = ['id,name\n', '1,"a\nb"\n', '2,é\n', `3,${'x'.repeat(300)}\n`];
const copyOut = Buffer.concat([
  message('H', Buffer.from([0, 0, 2, 0, 0, 0, 0])),
  ...rows.slice(0, 2).map((row) => message('d', row)),
  message('N', 'SNOTICE\0'),
  ...rows.slice(2).map((row) => message('d', row)),
  message('c'),
]);
const afterCopy = Buffer.concat([message('C', 'COPY 3\0'), message('Z', 'I')]);

describe('CopyOutStream', () => {
  it('yields the rows of the CopyData messages and hands what follows CopyDone back to pg, however the socket cuts them', async () => {
    const wire = Buffer.concat([copyOut, afterCopy]);
    for (const cuts of [[], [1], [3, 4, 5, 6], [20, 21, 40], Array.from({ length: wire.length - 1 }, (_, i) => i + 1)]) {
      const { socket, connection, sent, seenByPg } = fakeConnection();
      const stream = new CopyOutStream('COPY (SELECT 1) TO STDOUT');
      stream.submit(connection);
      expect(sent).toEqual(['COPY (SELECT 1) TO STDOUT']);
      const read = readAll(stream);
      await writeInPieces(socket, wire, cuts);
      expect((await read).toString()).toBe(rows.join(''));
      expect(seenByPg()).toEqual(afterCopy);
    }
  });

  it('hands an ErrorResponse to pg with everything after it, the rows before it already read', async () => {
    const { socket, connection, seenByPg } = fakeConnection();
    const stream = new CopyOutStream('COPY (SELECT 1/0) TO STDOUT');
    stream.submit(connection);
    const failure = Buffer.concat([message('E', 'SERROR\0Mdivision by zero\0\0'), message('Z', 'I')]);
    const parts: string[] = [];
    stream.on('data', (part: Buffer) => parts.push(part.toString()));
    await writeInPieces(socket, Buffer.concat([message('H', Buffer.from([0, 0, 0])), message('d', '1\n'), failure]), [9, 16]);
    expect(parts.join('')).toBe('1\n');
    expect(seenByPg()).toEqual(failure);
    // pg settles the query through the callback, as it does after parsing the error.
    const ended = new Promise((resolve) => stream.once('error', resolve));
    stream.handleError(new Error('division by zero'));
    expect(((await ended) as Error).message).toBe('division by zero');
  });

  it('reads the socket only while its reader wants more', async () => {
    const { socket, connection } = fakeConnection();
    const stream = new CopyOutStream('COPY big TO STDOUT');
    stream.submit(connection);
    const row = `${'y'.repeat(1000)}\n`;
    for (let i = 0; i < 200; i += 1) socket.write(message('d', row));
    await new Promise((resolve) => setImmediate(resolve));
    // Nobody reads: at most the stream's own buffer is taken off the socket; the rest waits in it.
    expect(stream.readableLength).toBeLessThanOrEqual(stream.readableHighWaterMark + 64 * 1024);
    expect(socket.readableLength).toBeGreaterThan(0);
    stream.destroy();
  });

  it('takes the row count from CommandComplete', () => {
    const stream = new CopyOutStream('COPY t TO STDOUT');
    stream.handleCommandComplete({ text: 'COPY 42' });
    expect(stream.rowCount).toBe(42);
  });
});
