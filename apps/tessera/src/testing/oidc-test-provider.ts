import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A person at the test provider: the claims it hands out. */
export interface TestAccount {
  preferred_username: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  groups?: string[];
}

/** A real OpenID Connect provider (`oidc-provider`) in its own process on a free local port. */
export interface OidcTestProvider {
  issuer: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** Replaces the accounts; the next login reads them. */
  setAccounts(accounts: Record<string, TestAccount>): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the provider on `port`, its one client ("tessera") sending people back to `appUrl`. */
export async function startOidcTestProvider(
  port: number,
  appUrl: string,
  accounts: Record<string, TestAccount>,
): Promise<OidcTestProvider> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tessera-oidc-'));
  const accountsFile = path.join(dir, 'accounts.json');
  const setAccounts = (next: Record<string, TestAccount>) => writeFile(accountsFile, JSON.stringify(next));
  await setAccounts(accounts);
  const script = path.join(__dirname, 'oidc-test-provider.mjs');
  const child = spawn(process.execPath, [script, String(port), accountsFile, `${appUrl}/login/oidc/callback`, `${appUrl}/login/`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the OpenID provider did not start: ${output}`)), 15_000);
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the OpenID provider exited with ${code}: ${output}`));
    });
  });
  return {
    issuer: `http://127.0.0.1:${port}`,
    port,
    clientId: 'tessera',
    clientSecret: 'tessera-client-secret',
    setAccounts,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
