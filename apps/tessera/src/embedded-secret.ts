import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded mode needs no configuration: without TESSERA_SECRET_KEY it generates a secret once
 * and keeps it in the data folder, so sessions and encrypted passwords survive restarts.
 */
export function embeddedSecret(dataDir: string, configured: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'secret.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
