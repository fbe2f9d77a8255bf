import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository root, from this file in `src/` or `dist/`. */
export const REPOSITORY_ROOT = path.resolve(__dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface SpawnedProcess {
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within the grace period. */
  stop(graceMs?: number): Promise<number | null>;
}

/** Starts a built entry point (`apps/<app>/dist/main.js`) with extra environment, collecting its output. */
export function spawnNode(entry: string, env: Record<string, string>): SpawnedProcess {
  const child = spawn(process.execPath, [path.join(REPOSITORY_ROOT, entry)], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    stop: (graceMs = 20_000) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        child.once('exit', (code) => {
          clearTimeout(killer);
          resolve(code);
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Waits until `url` answers 2xx, failing early if the process exits. */
export async function waitForUrl(url: string, process: SpawnedProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) throw new Error(`The process exited with code ${process.child.exitCode}:\n${process.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${process.output()}`);
}
