// Serves an in-memory PGlite over the Postgres wire protocol and prints its port as JSON.
// It runs as a child process because PGlite loads its WebAssembly through a dynamic import,
// which Jest's CommonJS sandbox does not allow.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const db = await PGlite.create();
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
await server.start();
process.stdout.write(`${JSON.stringify({ port: server.server.address().port })}\n`);

process.on('SIGTERM', async () => {
  await server.stop();
  await db.close();
  process.exit(0);
});
