import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Owner read and write only. */
const OWNER_ONLY = 0o600;

/**
 * The embedded mode needs no configuration: without TESSERA_SECRET_KEY it generates a secret once
 * and keeps it in the data folder, so sessions and encrypted passwords survive restarts.
 *
 * The key signs every session and decrypts every stored database password, so the file is readable
 * by the server's user alone: a file left group- or world-readable by an older version or a copy is
 * narrowed at each start. The example warehouse lives in the same folder; DuckDB opens it with
 * external access off, so SQL run there cannot read this file either.
 */
export function embeddedSecret(dataDir: string, configured: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'secret.key');
  if (fs.existsSync(file)) {
    if ((fs.statSync(file).mode & 0o777) !== OWNER_ONLY) fs.chmodSync(file, OWNER_ONLY);
    return fs.readFileSync(file, 'utf8').trim();
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: OWNER_ONLY });
  return secret;
}
