import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface PgliteProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts `pglite-server.mjs` in a child Node process and answers its connection URL. */
export async function startPgliteProcess(): Promise<PgliteProcess> {
  const child = spawn(process.execPath, [path.join(__dirname, 'pglite-server.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n')) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`PGlite process exited with ${code}: ${errors}`)));
    child.once('error', reject);
  });
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
