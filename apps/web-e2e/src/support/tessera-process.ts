import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnNode, waitForUrl } from '@tessera/platform/testing';
import { adminApi } from './admin-api';

export interface TesseraProcess {
  url: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The first start loads the examples in the background after it serves; the tests use them, so they
 * begin once the example dashboards are listed.
 */
async function waitForExampleDashboards(url: string, timeoutMs: number): Promise<void> {
  const api = await adminApi(url);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await api<{ count: number }>('GET', '/api/v1/dashboard/?q=(page_size:10)')).count >= 2) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the example dashboards did not appear within ${timeoutMs} ms`);
}

/**
 * Starts the built embedded app exactly as `npm start` runs it, on a free port (or `port`, when the app
 * must know its own address beforehand) with its own data folder. Reusing `dataDir` restarts on existing data.
 */
export async function startTessera(
  options: { dataDir?: string; env?: Record<string, string>; port?: number } = {},
): Promise<TesseraProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'));
  const port = options.port ?? (await freePort());
  const process = spawnNode('apps/tessera/dist/main.js', {
    TESSERA_MODE: 'embedded',
    TESSERA_PORT: String(port),
    TESSERA_DATA_DIR: dataDir,
    TESSERA_LOG_LEVEL: 'warn',
    ...options.env,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/health`, process, 90_000);
    if (options.env?.TESSERA_LOAD_EXAMPLES !== 'false') await waitForExampleDashboards(url, 90_000);
  } catch (error) {
    await process.stop(1000);
    throw error;
  }
  return { url, dataDir, output: process.output, stop: async () => void (await process.stop()) };
}
