import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { AssetShelf } from './asset-shelf';

describe('AssetShelf', () => {
  let dist: string;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-shelf-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), 'BROTLI');
    fs.writeFileSync(path.join(dist, 'assets', 'font-9z.woff2'), 'FONT');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  function ask(shelf: AssetShelf, url: string, headers: Record<string, string> = {}, method = 'GET') {
    const sent: { status?: number; headers?: Record<string, unknown>; body?: unknown } = {};
    const response = {
      writeHead: (status: number, head: Record<string, unknown>) => Object.assign(sent, { status, headers: head }),
      end: (body?: unknown) => Object.assign(sent, { body }),
    } as unknown as ServerResponse;
    const answered = shelf.answer({ method, url, headers } as IncomingMessage, response, { 'X-Frame-Options': 'DENY' });
    return { answered, ...sent };
  }

  it('answers a hashed file from memory, immutable, in the encoding the client takes', () => {
    const shelf = new AssetShelf(dist);
    const br = ask(shelf, '/assets/app-1a2b.js', { 'accept-encoding': 'gzip, br' });
    expect(br).toMatchObject({
      answered: true,
      status: 200,
      headers: { 'Content-Encoding': 'br', 'Content-Type': 'text/javascript; charset=utf-8', 'X-Frame-Options': 'DENY' },
    });
    expect(String(br.body)).toBe('BROTLI');
    expect(br.headers?.['Cache-Control']).toMatch(/immutable/);
    const raw = ask(shelf, '/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(String(raw.body)).toBe('console.log(1)');
    expect(raw.headers?.['Content-Encoding']).toBeUndefined();
    expect(ask(shelf, '/assets/font-9z.woff2').headers?.['Content-Type']).toBe('font/woff2');
    expect(ask(shelf, '/assets/app-1a2b.js', {}, 'HEAD').body).toBeUndefined();
  });

  it('leaves anything else to Express: other paths, writes, unknown files, a missing build', () => {
    const shelf = new AssetShelf(dist);
    expect(ask(shelf, '/assets/missing.js').answered).toBe(false);
    expect(ask(shelf, '/assets/app-1a2b.js?v=1').answered).toBe(false);
    expect(ask(shelf, '/assets/app-1a2b.js', {}, 'POST').answered).toBe(false);
    expect(ask(shelf, '/assets/../index.html').answered).toBe(false);
    expect(new AssetShelf(path.join(dist, 'nowhere')).size).toBe(0);
  });
});
