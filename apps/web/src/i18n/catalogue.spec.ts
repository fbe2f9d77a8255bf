import fs from 'node:fs';
import path from 'node:path';
import { en } from './en';

const SRC = path.resolve(__dirname, '..');
const STRING = String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"`;
const T_CALL = new RegExp(String.raw`\bt\(\s*(${STRING})`, 'g');
const TN_CALL = new RegExp(String.raw`\btn\(\s*(${STRING})\s*,\s*(${STRING})`, 'g');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function unquote(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

function textsUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const source = fs.readFileSync(file, 'utf8');
    const relative = path.relative(SRC, file);
    for (const match of source.matchAll(T_CALL)) used.set(unquote(match[1] as string), relative);
    for (const match of source.matchAll(TN_CALL)) used.set(unquote(match[1] as string), relative);
  }
  return used;
}

describe('the English catalogue', () => {
  it('finds the texts it checks (the scan itself works)', () => {
    const used = textsUsed();
    expect(used.get('Sign in')).toBe(path.join('features', 'auth', 'components', 'LoginForm', 'LoginForm.tsx'));
    expect(used.size).toBeGreaterThan(30);
  });

  it('holds every text passed to t() or tn() in the source', () => {
    const missing = [...textsUsed()].filter(([text]) => !(text in en)).map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('is never handed a computed template literal, which the check above could not see', () => {
    const offenders = sourceFiles(SRC).filter((file) => /\btn?\(\s*`/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
