import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startPGliteWireServer } from './pglite-wire-server';

export interface EmbeddedPostgres {
  /** `postgresql://` URL of the in-process server, for TypeORM and `pg` unchanged. */
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, resident for the process's
 * life: about 110 MB of the embedded process's idle memory for a metadata database of a few megabytes, whose files
 * the operating system caches anyway. PGlite writes these lines into the cluster's postgresql.conf at each start.
 */
const METADATA_STORE_SETTINGS = ['shared_buffers = 32MB', 'wal_buffers = 1MB'];

/**
 * The embedded mode's metadata store: PGlite (PostgreSQL compiled to WebAssembly) persisted in
 * `dataDir`, served over the Postgres wire protocol on a loopback port, so every service uses the
 * same driver and the same migrations as against a real PostgreSQL.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  const folder = path.resolve(dataDir, 'metadata');
  if (isMissingOrEmpty(folder)) await initializeInChildProcess(folder);
  const db = await PGlite.create(folder, { postgresqlconf: METADATA_STORE_SETTINGS });
  const server = await startPGliteWireServer(db, maxConnections);
  return {
    url: `postgresql://postgres@127.0.0.1:${server.port}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

function isMissingOrEmpty(folder: string): boolean {
  return !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;
}

/**
 * PGlite's initdb runs a second PostgreSQL instance and the initdb program, each with its own
 * WebAssembly memory, which this process would keep for its whole life (about 450 MB resident
 * memory). A short-lived child process creates the cluster instead, so the operating system takes
 * that memory back and this process opens the cluster the way it does on every later start. The
 * cluster is built beside the final folder and renamed into place, so an interrupted first start
 * leaves no half-made cluster behind.
 */
async function initializeInChildProcess(folder: string): Promise<void> {
  const building = `${folder}.initdb`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  const script = 'require(process.argv[1]).PGlite.create(process.argv[2]).then((db) => db.close())';
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        ['-e', script, require.resolve('@electric-sql/pglite'), building],
        { maxBuffer: 16 * 1024 * 1024 },
        (error, _stdout, stderr) =>
          error ? reject(new Error(`Creating the metadata store in ${folder} failed: ${stderr.trim() || error.message}`)) : resolve(),
      );
    });
    fs.rmSync(folder, { recursive: true, force: true });
    fs.renameSync(building, folder);
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
}
