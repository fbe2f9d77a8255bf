import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { PGliteSessionQueue } from './pglite-session-queue';

export interface PGliteWireServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Serves PGlite over the Postgres wire protocol on a loopback port. pglite-socket's handler frames
 * each connection's messages; `PGliteSessionQueue` decides whose messages reach the single backend
 * session (pglite-socket's own server interleaves connections outside transactions).
 */
export async function startPGliteWireServer(db: PGlite, maxConnections: number): Promise<PGliteWireServer> {
  await db.waitReady;
  const queue = new PGliteSessionQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server = net.createServer((socket) => {
    if (handlers.size >= maxConnections) {
      // As PostgreSQL does: read the startup message, then answer it with the refusal.
      socket.once('data', () => socket.end(tooManyConnections(maxConnections)));
      socket.setTimeout(5000, () => socket.destroy());
      return;
    }
    // The handler only calls the queue's public methods; its declared type is the library's own class.
    const handler = new PGLiteSocketHandler({
      queryQueue: queue as unknown as PGLiteSocketHandlerOptions['queryQueue'],
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      handlers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A FATAL ErrorResponse with PostgreSQL's own code, so the driver reports why the connection was refused. */
function tooManyConnections(maxConnections: number): Buffer {
  const fields = ['SFATAL', 'VFATAL', 'C53300', `Msorry, too many clients already (the embedded store accepts ${maxConnections})`];
  const body = Buffer.from(`${fields.join('\0')}\0\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0, 'ascii');
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}
