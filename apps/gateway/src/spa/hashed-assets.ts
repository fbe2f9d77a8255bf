import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import { preferredEncoding, type ContentEncoding } from '../http/content-encoding';

/** Where Vite writes its output under the web build, and the URL path it is served at. */
export const ASSETS_PATH = '/assets';

/** A year, the longest `max-age` caches honour: the file name changes whenever the content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const EXTENSION: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

function markImmutable(response: Response): void {
  response.setHeader('Cache-Control', IMMUTABLE);
}

/**
 * The hashed files of the web build (`/assets/…`). Each is cached for a year as it is never changed
 * under its name; `index.html`, which names them, is served `no-cache` by the SPA controller. When the
 * build wrote `<file>.br` or `<file>.gz` and the client takes that encoding, that file is sent as it
 * is (with the original's type); otherwise the raw file, which the answer compressor may encode.
 */
export function hashedAssets(webDist: string): RequestHandler {
  const root = path.join(webDist, 'assets');
  const serveRaw = express.static(root, { index: false, fallthrough: true, cacheControl: false, setHeaders: markImmutable });
  const router = express.Router();
  router.use(ASSETS_PATH, (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    response.vary('Accept-Encoding');
    let relative: string;
    try {
      relative = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    // Only plain files inside the assets folder; `..` and encoded variants are left to the static handler, which refuses them.
    if (!file.startsWith(root + path.sep) || relative.includes('\0')) return serveRaw(request, response, next);
    const available = (Object.keys(EXTENSION) as ContentEncoding[]).filter((encoding) => fs.existsSync(file + EXTENSION[encoding]));
    const encoding = preferredEncoding(request.get('accept-encoding'), available);
    if (!encoding) return serveRaw(request, response, next);
    response.type(path.extname(file));
    response.setHeader('Content-Encoding', encoding);
    markImmutable(response);
    response.sendFile(file + EXTENSION[encoding], { cacheControl: false, dotfiles: 'deny' }, (error) => {
      // A client that went away mid-file is no error of ours; anything before the first byte is.
      if (error && !response.headersSent) next(error);
    });
  });
  return router;
}
