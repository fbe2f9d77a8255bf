import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedSecret } from './embedded-secret';

describe('embeddedSecret', () => {
  it('generates a secret once, keeps it in the data folder and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-secret-'));
    const first = embeddedSecret(dir, '');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(embeddedSecret(dir, '')).toBe(first);
    expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
  });

  it('narrows an existing secret file to its owner at start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-secret-'));
    const file = path.join(dir, 'secret.key');
    fs.writeFileSync(file, 'k'.repeat(40), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(embeddedSecret(dir, '')).toBe('k'.repeat(40));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers a configured secret', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-secret-'));
    expect(embeddedSecret(dir, 'c'.repeat(40))).toBe('c'.repeat(40));
    expect(fs.existsSync(path.join(dir, 'secret.key'))).toBe(false);
  });
});
