/** Encodings the gateway can send, best first: brotli is smaller than gzip for the same text. */
export type ContentEncoding = 'br' | 'gzip';

const BEST_FIRST: readonly ContentEncoding[] = ['br', 'gzip'];

/** The `q` value (0–1) the `Accept-Encoding` header gives each coding it names; `*` stands for the others. */
function qualities(acceptEncoding: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*(.*?)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    const quality = q === undefined ? 1 : /^[0-9.]+$/.test(q) ? Number(q) : 0;
    result.set(name.trim(), Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0);
  }
  return result;
}

/**
 * The encoding to send a pre-compressed file in, or `null` for the raw bytes: the highest `q` the
 * client gives among `available`, brotli before gzip on a tie. A missing header, `identity` alone or
 * `q=0` means the raw bytes.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[] = BEST_FIRST,
): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = qualities(acceptEncoding);
  let best: { encoding: ContentEncoding; quality: number } | null = null;
  for (const encoding of BEST_FIRST) {
    if (!available.includes(encoding)) continue;
    const quality = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (quality > 0 && (best === null || quality > best.quality)) best = { encoding, quality };
  }
  return best?.encoding ?? null;
}
