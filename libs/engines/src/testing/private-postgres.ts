import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of its own, with password (SCRAM) authentication, for the tests that need a
 * server to check passwords: the machine's shared server trusts every local connection.
 */
export interface PrivatePostgres {
  port: number;
  superuserPassword: string;
  stop(): void;
}

/** Where the server binaries live, as the installed PostgreSQL reports it. */
function binDir(): string {
  const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  if (!existsSync(join(dir, 'initdb'))) throw new Error(`initdb not found in ${dir}; install the PostgreSQL server binaries`);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pg-'));
  const data = join(dir, 'data');
  const superuserPassword = 'private-superuser-secret';
  writeFileSync(join(dir, 'pwfile'), `${superuserPassword}\n`);
  // initdb refuses to run as root; the cluster then belongs to the postgres system user.
  const asRoot = userInfo().uid === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  if (asRoot) {
    const postgresUser = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(postgresUser), Number(postgresUser));
    chownSync(join(dir, 'pwfile'), Number(postgresUser), Number(postgresUser));
  }
  chmodSync(dir, 0o700);
  run('initdb', ['-D', data, '-A', 'scram-sha-256', '-U', 'postgres', `--pwfile=${join(dir, 'pwfile')}`, '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run('pg_ctl', ['start', '-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30']);
  return {
    port,
    superuserPassword,
    stop() {
      try {
        run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
