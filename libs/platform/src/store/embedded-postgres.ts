import fs from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** `postgresql://` URL of the in-process server, for TypeORM and `pg` unchanged. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The embedded mode's metadata store: PGlite (PostgreSQL compiled to WebAssembly) persisted in
 * `dataDir`, served over the Postgres wire protocol on a loopback port, so every service uses the
 * same driver and the same migrations as against a real PostgreSQL.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  const folder = path.resolve(dataDir, 'metadata');
  fs.mkdirSync(folder, { recursive: true });
  const db = await PGlite.create(folder);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const { port } = ((server as unknown as { server: Server }).server.address() as AddressInfo) ?? {};
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
