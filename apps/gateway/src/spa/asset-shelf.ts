import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { preferredEncoding, type ContentEncoding } from '../http/content-encoding';
import { ASSETS_PATH, IMMUTABLE } from './hashed-assets';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

interface ShelvedAsset {
  type: string;
  raw: Buffer;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/**
 * The hashed files of the web build, read into memory once at start with their pre-compressed
 * forms, so that a page load during a rush is answered by the front door without touching the disk
 * or Express. Files the build wrote after the start (or with a type not listed) are left to
 * `hashedAssets`, which serves the same bytes from disk.
 */
export class AssetShelf {
  private readonly assets = new Map<string, ShelvedAsset>();

  constructor(webDist: string) {
    const root = path.join(webDist, 'assets');
    if (!fs.existsSync(root)) return;
    for (const name of fs.readdirSync(root)) {
      const type = CONTENT_TYPES[path.extname(name)];
      const file = path.join(root, name);
      if (!type || !fs.statSync(file).isFile()) continue;
      const encoded: ShelvedAsset['encoded'] = {};
      for (const [encoding, extension] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (fs.existsSync(file + extension)) encoded[encoding] = fs.readFileSync(file + extension);
      }
      this.assets.set(`${ASSETS_PATH}/${name}`, { type, raw: fs.readFileSync(file), encoded });
    }
  }

  get size(): number {
    return this.assets.size;
  }

  /** Answers a GET or HEAD of a shelved asset and says so; anything else is left alone. */
  answer(request: IncomingMessage, response: ServerResponse, fixedHeaders: Readonly<Record<string, string>>): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const asset = this.assets.get(request.url ?? '');
    if (!asset) return false;
    const encoding = preferredEncoding(request.headers['accept-encoding'], Object.keys(asset.encoded) as ContentEncoding[]);
    const body = encoding ? asset.encoded[encoding]! : asset.raw;
    response.writeHead(200, {
      ...fixedHeaders,
      'Content-Type': asset.type,
      'Content-Length': body.length,
      'Cache-Control': IMMUTABLE,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }
}
